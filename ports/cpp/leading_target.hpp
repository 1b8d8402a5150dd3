// leading_target.hpp: hit a moving target. One header, C++17, no dependencies.
//
// The C++ port of the "Leading the Target" solver library (TypeScript, src/lib). Every entry point
// takes one InterceptOptions<N> (the library's options shape: shooter, target, target_velocity,
// target_acceleration, shooter_velocity, inherit, speed, gravity, max_time, each with its default):
//
//   intercept(o)          the general case: a target with velocity and acceleration, a projectile
//                         under gravity fired from a moving shooter (the quartic), every hit time in
//                         [0, max_time] or why there is none and the best miss; without gravity or
//                         acceleration it takes the quadratic's path, at linear_intercept's cost
//   linear_intercept(o)   constant velocity, standing shooter, no gravity (the quadratic)
//   first_hit(o)          linear_intercept's earliest hit only, for every frame (first_hit_unchecked(o):
//                         the same without the checks, for input known to be good)
//   ballistic_arcs(o)     standing target under gravity: the low and the high arc
//
// Everything works in 2D and 3D (Vec<2>, Vec<3>; a 2D shooter with a 3D target does not compile),
// in any units (lengths L, times T: positions L, velocities L/T, accelerations L/T²), at any scale
// a double can hold. One gravity default, none: pass your engine's vector.
//
//   #include "leading_target.hpp"
//   namespace lt = leading_target;
//
//   // Unreal (z up, cm): a drone 50 m ahead crossing at 5 m/s, shells at 30 m/s (C++20 designated initialisers).
//   const auto r = lt::intercept<3>({.shooter = {0, 0, 0}, .target = {5000, 0, 300},
//                                    .target_velocity = {0, 500, 0}, .speed = 3000, .gravity = {0, 0, -980}});
//   if (r.error != lt::BadInput::none) {
//       // bad input: lt::to_string(r.error) names the option
//   } else if (r.hit) {
//       // fire along r.aim (a unit vector): it meets the target at r.times[0] = 1.8086 s
//   } else {
//       // no hit, lt::to_string(r.reason) says why; r.closest.aim is the best miss
//   }
//
// Bad input is not an exception: the result's `error` names the first bad option (NaN or ±∞
// anywhere, speed < 0, inherit outside [0, 1], max_time < 0 or NaN), in the library's checking
// order, and nothing else in the result is meaningful then. A specialised entry given an option
// it does not handle (linear_intercept with gravity, ballistic_arcs with a moving target or a
// time limit) never ignores it: `error` names it and `unsupported` is true; call intercept.
//
// The pre-1.0 positional forms (linear_intercept(S, T, V, s), first_hit(S, T, V, s, time, aim),
// ballistic_arcs(S, T, s, g), intercept(S, T, V, A, s, g)) are kept at the end of the file and
// give the same bits; first_hit's positional form is the unchecked one.
//
// Accuracy, as in the library (its tests compare this file with it, tests/ports/cpp.test.ts):
// - |V|² − s² is formed with exact products, so near-equal speeds keep their accuracy;
// - the quadratic uses the cancellation-free form q = −(b + sign(b)·√Δ)/2, roots q/a and c/q,
//   with Kahan's discriminant (exact products via an fma or Dekker's two-product), so a
//   grazing shot is decided by the exact sign of Δ;
// - all coefficients are scaled by exact powers of two before solving, so nothing
//   overflows or underflows;
// - the quartic's roots are isolated between the roots of its derivatives (Yuksel 2022),
//   refined by safeguarded Newton and polished with a compensated residual (Graillat,
//   Langlois, Louvet), about 1 ulp from the exact roots of the double coefficients.
//
// Tested (tests/ports/cpp.test.ts, 21 824 fixtures, the options fixtures included, every result
// bit-identical to the library): g++ 12 with -std=c++17 -O2 -Wall -Wextra -Werror, and with
// -Wpedantic -Wshadow -Wconversion -Wdouble-promotion -Wold-style-cast too (clang++ 14 with those
// where installed); the designated initialisers above with -std=c++20. MSVC is not tested.
//
// IEEE arithmetic required: the error-free transformations below rely on each product and
// sum being rounded on its own. The header refuses -ffast-math and switches off the fusing of
// a·b + c into an fma itself (a pragma for GCC, clang and MSVC).
//
// Sources: W. Kahan, "On the cost of floating-point computation without extra-precise
// arithmetic" (2004); T. J. Dekker, Numer. Math. 18 (1971); G. E. Forsythe, "How do you
// solve a quadratic equation?" (1966); C. Yuksel, "High-Performance Polynomial Root
// Finding for Graphics", HPG 2022; S. Graillat, P. Langlois, N. Louvet, "Compensated
// Horner scheme" (2005).
#pragma once

// 1.0.0 (major·10000 + minor·100 + patch): the options entry points; the positional forms are pre-1.0.
#define LEADING_TARGET_VERSION 10000

#if defined(__FAST_MATH__)
#error "leading_target.hpp needs IEEE arithmetic: compile it without -ffast-math"
#endif

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>

// Each product and sum below must be rounded on its own (no fused multiply-add contraction).
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off")
#elif defined(_MSC_VER)
#pragma fp_contract(off)
#endif

namespace leading_target {

/** A 2D or 3D vector: Vec<2>{x, y}, Vec<3>{x, y, z}. */
template <std::size_t N>
using Vec = std::array<double, N>;

/**
 * Which argument a call rejected; `none` when all were good. Bad: NaN or ±infinity anywhere, speed < 0,
 * inherit outside [0, 1], max_time < 0 or NaN. With the result's `unsupported` set, the value is valid
 * but the entry point does not handle it (a linear_intercept with gravity): call intercept.
 */
enum class BadInput {
    none,
    shooter,
    target,
    target_velocity,
    target_acceleration,
    gravity,
    speed,
    shooter_velocity,
    inherit,
    max_time,
    velocity = target_velocity,          // the pre-1.0 names
    acceleration = target_acceleration,
};

/**
 * The one options shape of every entry point (the library's InterceptOptions, in C++ names).
 * Units are yours: lengths L, times T. Every field has its default, so name only what you need
 * (C++20 designated initialisers, in this order):
 *
 *   lt::InterceptOptions<3> o{.shooter = gun, .target = enemy, .target_velocity = enemy_velocity,
 *                             .speed = 800, .gravity = {0, 0, -980}};
 *
 * or, in C++17, set the fields one by one. A specialised entry point (linear_intercept,
 * first_hit, ballistic_arcs) given an option it does not handle at other than its default
 * rejects it (the result's `error` names it, `unsupported` is true); it never ignores it.
 */
template <std::size_t N>
struct InterceptOptions {
    Vec<N> shooter{};                                         // shooter position (L)
    Vec<N> target{};                                          // target position (L)
    Vec<N> target_velocity{};                                 // L/T; default zero
    Vec<N> target_acceleration{};                             // constant, L/T²; default zero
    Vec<N> shooter_velocity{};                                // L/T; default zero; matters through inherit
    double inherit = 1;                                       // fraction 0…1 of shooter_velocity the shot keeps;
                                                              // 1 (physics) by default, many games use 0
    double speed = 0;                                         // launch speed relative to the shooter (L/T), ≥ 0
    Vec<N> gravity{};                                         // acceleration of the projectile (L/T²); default
                                                              // none: pass your engine's, e.g. {0, 0, -980} (Unreal, cm)
    double max_time = std::numeric_limits<double>::infinity();  // latest acceptable hit (T); default no limit
};

/** Why there is no hit (the library's `NoHitReason`). */
enum class NoHitReason {
    cannot_move,      // speed 0, and nothing brings projectile and target together
    receding,         // target at least as fast as the shot and moving away
    crossing,         // target at least as fast, moving square across the line of sight
    target_too_fast,  // faster target approaching, but it passes before any shot reaches its path
    out_of_range,     // with gravity or acceleration: no direction reaches the target
    beyond_max_time,  // hits exist only at times beyond the double range
};

/** The best miss: fire along `aim`; at `time` the target is `distance` beyond the shot's reach. */
template <std::size_t N>
struct BestMiss {
    double time = 0;
    Vec<N> aim{};
    double distance = 0;  // |W(time)| − speed·time, ≥ 0 when there is no hit
};

/** The answer of linear_intercept and intercept. */
template <std::size_t N>
struct InterceptResult {
    BadInput error = BadInput::none;  // check first: the rest is meaningful only when none
    bool unsupported = false;         // error names a valid option this entry does not handle
    bool hit = false;
    int count = 0;                    // number of hit times (1 or 2 for linear, up to 4 in general)
    std::array<double, 4> times{};    // hit times ascending; times[0] is the earliest
    Vec<N> aim{};                     // hit: unit vector to fire along for times[0]
    NoHitReason reason{};             // no hit: why
    BestMiss<N> closest{};            // no hit: the best possible miss
};

/** One ballistic trajectory. */
template <std::size_t N>
struct Arc {
    double time = 0;         // flight time to the target
    Vec<N> aim{};            // unit launch direction
    Vec<N> launch_velocity{};  // speed·aim
    double elevation = 0;    // radians above the plane perpendicular to gravity
};

/** The answer of ballistic_arcs. */
template <std::size_t N>
struct BallisticResult {
    BadInput error = BadInput::none;
    bool unsupported = false;      // error names a valid option ballistic_arcs does not handle
    int count = 0;                 // 2 (low, high), 1 (at maximum range, zero gravity, or on the target), 0
    std::array<Arc<N>, 2> arcs{};  // arcs[0] the low (faster) arc, arcs[count − 1] the high one
    NoHitReason reason{};          // count 0: out_of_range, or cannot_move when speed is 0
};

/** The answer of first_hit(options): the earliest hit only. */
template <std::size_t N>
struct FirstHit {
    BadInput error = BadInput::none;  // check first, as in InterceptResult
    bool unsupported = false;
    bool hit = false;
    double time = 0;  // the earliest hit time
    Vec<N> aim{};     // unit vector to fire along
};

/** The library's names, for messages and logs. */
inline const char* to_string(NoHitReason r) {
    switch (r) {
        case NoHitReason::cannot_move: return "cannot-move";
        case NoHitReason::receding: return "receding";
        case NoHitReason::crossing: return "crossing";
        case NoHitReason::target_too_fast: return "target-too-fast";
        case NoHitReason::out_of_range: return "out-of-range";
        case NoHitReason::beyond_max_time: return "beyond-max-time";
    }
    return "?";
}

inline const char* to_string(BadInput b) {
    switch (b) {
        case BadInput::none: return "none";
        case BadInput::shooter: return "shooter";
        case BadInput::target: return "target";
        case BadInput::target_velocity: return "target_velocity";
        case BadInput::target_acceleration: return "target_acceleration";
        case BadInput::gravity: return "gravity";
        case BadInput::speed: return "speed";
        case BadInput::shooter_velocity: return "shooter_velocity";
        case BadInput::inherit: return "inherit";
        case BadInput::max_time: return "max_time";
    }
    return "?";
}

namespace detail {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kMaxDouble = std::numeric_limits<double>::max();
constexpr double kUnitRoundoff = 0x1p-53;

// ---------------------------------------------------------------------------------------------
// Error-free transformations: the exact rounding error of a sum or a product.

/** Given s = fl(a + b), the e with a + b = s + e exactly (Knuth's TwoSum). */
inline double two_sum_error(double a, double b, double s) {
    const double bb = s - a;
    return (a - (s - bb)) + (b - bb);
}

/** Given p = fl(a·b), the e with a·b = p + e exactly (an fma, else Dekker's split product; |a|, |b| < 2⁹⁹⁶). */
inline double two_product_error(double a, double b, double p) {
#ifdef FP_FAST_FMA
    return std::fma(a, b, -p);
#else
    const double ca = 134217729.0 * a;  // Veltkamp's split: 2²⁷ + 1
    const double ah = ca - (ca - a), al = a - ah;
    const double cb = 134217729.0 * b;
    const double bh = cb - (cb - b), bl = b - bh;
    return al * bl - (((p - ah * bh) - al * bh) - ah * bl);
#endif
}

/** The binary exponent e, 2ᵉ ≤ |x| < 2ᵉ⁺¹ (subnormals included); 0 for 0 and non-finite x. */
inline int exponent_of(double x) { return (x == 0 || !std::isfinite(x)) ? 0 : std::ilogb(x); }

/** x·2ᵏ with a single rounding (k = 0, the common case, skips the library call). */
inline double scaled(double x, int k) { return k == 0 ? x : std::ldexp(x, k); }

/** ⌊x/2⌋ for any integer x. */
inline int floor_half(int x) { return static_cast<int>(std::floor(x / 2.0)); }

/** γₖ = k·u/(1 − k·u): the bound on k accumulated relative roundings. */
inline double gamma(int k) {
    const double ku = k * kUnitRoundoff;
    return ku / (1 - ku);
}

// ---------------------------------------------------------------------------------------------
// The quadratic a·t² + b·t + c = 0.

/** Writes 2ᵐ·lo and 2ᵐ·hi into out, dropping any beyond the double range; returns how many. */
inline int write_scaled_pair(double out[2], double lo, double hi, int m) {
    const double t1 = scaled(lo, m) + 0.0, t2 = scaled(hi, m) + 0.0;  // + 0.0 turns −0 into 0
    int n = 0;
    if (std::isfinite(t1)) out[n++] = t1;
    if (std::isfinite(t2)) out[n++] = t2;
    return n;
}

/** The scaled quadratic A·τ² + B·τ + C (A, C ≠ 0, all near 1); roots t = 2ᵐ·τ. */
inline int solve_scaled_quadratic(double out[2], double A, double B, double C, int m) {
    const double half = 0.5 * B;
    // Δ/4 = (B/2)² − A·C; where the two products nearly cancel, add back their exact errors (Kahan).
    const double d1 = half * half, d2 = A * C;
    double disc = d1 - d2;
    if (!(3 * std::abs(disc) >= std::abs(d1) + std::abs(d2)))
        disc = disc + (two_product_error(half, half, d1) - two_product_error(A, C, d2));
    if (disc < 0) return 0;
    if (disc == 0) return write_scaled_pair(out, -half / A, -half / A, m);
    // No cancellation in −B/2 ∓ √Δ: q has the sign of −B, the roots are q/A and C/q.
    const double q = -(half + (half >= 0 ? std::sqrt(disc) : -std::sqrt(disc)));
    double r[2] = {q / A, C / q};
    for (double& x : r) {
        // One Newton step on a compensated residual (twice the working precision), kept
        // only when it is a small correction, so a near-double root is not thrown off.
        const double p1 = A * x, e1 = two_product_error(A, x, p1);
        const double s1 = p1 + B, f1 = two_sum_error(p1, B, s1);
        const double p2 = s1 * x, e2 = two_product_error(s1, x, p2);
        const double s2 = p2 + C, f2 = two_sum_error(p2, C, s2);
        const double value = s2 + ((e1 + f1) * x + (e2 + f2));
        const double slope = 2 * A * x + B;
        const double step = slope == 0 ? 0 : value / slope;
        if (std::abs(step) <= std::abs(x) * 9.5e-7) x = x - step;
    }
    if (r[0] > r[1]) std::swap(r[0], r[1]);
    return write_scaled_pair(out, r[0], r[1], m);
}

/**
 * The real roots of a·t² + b·t + c, ascending, a double root written twice; returns how many
 * (0, 1 or 2). a = 0 gives the linear root −c/b; roots beyond the double range are dropped.
 */
inline int solve_quadratic(double out[2], double a, double b, double c) {
    if (!(std::isfinite(a) && std::isfinite(b) && std::isfinite(c))) return 0;
    if (a == 0) {
        if (b == 0) return 0;
        const double r = -c / b + 0.0;
        if (!std::isfinite(r)) return 0;
        out[0] = r;
        return 1;
    }
    if (c == 0) {
        const double r = -b / a + 0.0;
        if (!std::isfinite(r)) {
            out[0] = 0;
            return 1;
        }
        out[0] = std::min(r, 0.0);
        out[1] = std::max(r, 0.0);
        return 2;
    }
    const auto safe = [](double x) { return std::abs(x) == 0 || (std::abs(x) <= 0x1p450 && std::abs(x) >= 0x1p-450); };
    if (safe(a) && safe(b) && safe(c)) return solve_scaled_quadratic(out, a, b, c, 0);
    const int ea = exponent_of(a), ec = exponent_of(c);
    if (b != 0 && 2 * exponent_of(b) - (ea + ec) > 62) {
        // b² dwarfs 4ac: √Δ = |b| to half an ulp, so the roots are −b/a and −c/b, correctly rounded.
        const double r1 = -b / a + 0.0, r2 = -c / b + 0.0;
        return write_scaled_pair(out, std::min(r1, r2), std::max(r1, r2), 0);
    }
    // t = 2ᵐ·τ balances the τ² and τ⁰ terms; then everything is divided by 2^ec.
    const int m = floor_half(ec - ea);
    return solve_scaled_quadratic(out, scaled(a, 2 * m - ec), scaled(b, m - ec), scaled(c, -ec), m);
}

// ---------------------------------------------------------------------------------------------
// Real roots of a polynomial of degree ≤ 6 in an interval, by derivative-interval isolation
// (Yuksel 2022): the roots of p′ cut the line into pieces on which p is monotone; a piece whose
// ends have opposite signs holds exactly one root, found by safeguarded Newton, then polished
// with a compensated residual. p′ is solved the same way, recursively, down to a quadratic.
//
// Tangency rule: at a critical point c, if |p(c)| is within the guaranteed error bound of its
// compensated evaluation, p(c) counts as 0: a grazing contact is a (double) root, not a miss.

class PolynomialSolver {
public:
    static constexpr int kMaxDegree = 6;

    /**
     * The distinct real roots of coeffs[0…len) (highest degree first) in [t0, t1], ascending,
     * into roots; with first_only, only the smallest. Returns their count.
     */
    int solve_in(double* roots, const double* coeffs, int len, double t0, double t1, bool first_only = false) {
        if (!(t0 <= t1)) return 0;
        const double stop_at = first_only ? t0 : kInf;
        int start = 0;
        while (start < len && coeffs[start] == 0) start++;
        const int n = len - 1 - start;
        if (n <= 0 || n > kMaxDegree) return 0;
        double lo = kInf, hi = 0;
        for (int i = start; i < len; i++) {
            if (!std::isfinite(coeffs[i])) return 0;
            const double ax = std::abs(coeffs[i]);
            if (ax != 0) {
                lo = std::min(lo, ax);
                hi = std::max(hi, ax);
            }
        }
        double* c = level_[0];
        int m = 0;  // t = 2^m·τ
        if (hi > 0x1p300 || lo < 0x1p-300) {
            // Balance the leading and the last nonzero coefficient, then normalise (exact powers of two).
            int last = len - 1;
            while (coeffs[last] == 0) last--;
            const int span = last - start;
            const int e0 = exponent_of(coeffs[start]), e_last = exponent_of(coeffs[last]);
            m = span > 0 ? static_cast<int>(std::floor((e_last - e0) / static_cast<double>(span) + 0.5)) : 0;
            int e_max = std::numeric_limits<int>::min();
            for (int i = 0; i <= n; i++)
                if (coeffs[start + i] != 0) e_max = std::max(e_max, exponent_of(coeffs[start + i]) + m * (n - i));
            for (int i = 0; i <= n; i++) c[i] = scaled(coeffs[start + i], m * (n - i) - e_max);
        } else {
            for (int i = 0; i <= n; i++) c[i] = coeffs[start + i];
        }
        // Fujiwara's bound on every root (slightly widened), valid for every derivative too.
        const double bound = root_bound(c, n) * 1.0625 + 1e-300;
        const double tau_lo = std::max(-bound, scaled(t0, -m));
        const double tau_hi = std::min(bound, scaled(t1, -m));
        if (!(tau_lo <= tau_hi)) return 0;
        const int count = c[n] == 0 ? solve_zero_tail(0, n, tau_lo, tau_hi, bound)
                                    : solve_level(0, n, tau_lo, tau_hi, bound, scaled(stop_at, -m));
        int w = 0;
        for (int i = 0; i < count; i++) {
            const double t = scaled(roots_[0][i], m) + 0.0;
            if (!std::isfinite(t) || t < t0 || t > t1) continue;
            if (w > 0 && roots[w - 1] == t) continue;
            roots[w++] = t;
            if (t >= stop_at) break;
        }
        return w;
    }

private:
    enum State : signed char { accurate, rough_lo_negative, rough_lo_positive, rough_quadratic };
    static constexpr int kSize = kMaxDegree + 1;

    double level_[kSize][kSize] = {};  // level j: the j-th derivative (or of its deflation)
    double roots_[kSize][kSize] = {};  // its roots in the search interval
    int mult_[kSize][kSize] = {};      // their multiplicities
    double lo_[kSize][kSize] = {};     // each root's bracket, for a later polish
    double hi_[kSize][kSize] = {};
    State state_[kSize][kSize] = {};
    double pair_[2] = {};

    struct Value {
        double value, bound;
        bool reversed;
    };

    /** p(x) by Horner with its error bound γ₂ₙ₊₁·Σ|cᵢ||x|ⁱ; past overflow, the reversed polynomial's (same sign). */
    static Value horner(const double* c, int n, double x) {
        const double ax = std::abs(x);
        double s = c[0], b = std::abs(c[0]);
        for (int i = 1; i <= n; i++) {
            s = s * x + c[i];
            b = b * ax + std::abs(c[i]);
        }
        const double g = gamma(2 * n + 1);
        if (std::isfinite(s) && std::isfinite(b)) return {s, g * b, false};
        const double y = 1 / x, ay = std::abs(y);
        double q = c[n];
        b = std::abs(c[n]);
        for (int i = n - 1; i >= 0; i--) {
            q = q * y + c[i];
            b = b * ay + std::abs(c[i]);
        }
        return {x < 0 && n % 2 == 1 ? -q : q, g * b, true};
    }

    /** p(x) in twice the working precision (compensated Horner) with a guaranteed error bound. */
    static Value compensated(const double* c, int n, double x) {
        const double ax = std::abs(x);
        double s = c[0], cc = 0, e = 0;
        for (int i = 1; i <= n; i++) {
            const double p = s * x, pi = two_product_error(s, x, p);
            const double t = p + c[i], sigma = two_sum_error(p, c[i], t);
            cc = cc * x + (pi + sigma);
            e = e * ax + (std::abs(pi) + std::abs(sigma));
            s = t;
        }
        const double r = s + cc, u = kUnitRoundoff, ar = std::abs(r);
        return {r, (u * ar + (gamma(4 * n + 2) * e + 2 * u * u * ar)) * (1 + 4 * u), false};
    }

    /** p(x) and the Newton step p(x)/p′(x); past overflow, from the reversed polynomial. */
    static void newton(const double* c, int n, double x, double& f, double& step) {
        double d = 0;
        f = c[0];
        for (int i = 1; i <= n; i++) {
            d = d * x + f;
            f = f * x + c[i];
        }
        if (std::isfinite(f) && std::isfinite(d)) {
            step = f / d;
            return;
        }
        const double y = 1 / x;
        double q = c[n], dq = 0;
        for (int i = n - 1; i >= 0; i--) {
            dq = dq * y + q;
            q = q * y + c[i];
        }
        f = x < 0 && n % 2 == 1 ? -q : q;
        step = (x * q) / (n * q - y * dq);
    }

    /** Fujiwara's bound: every root z has |z| ≤ 2·max(|c₁/c₀|, |c₂/c₀|^½, …, |cₙ/(2c₀)|^(1/n)). */
    static double root_bound(const double* c, int n) {
        const double lead = std::abs(c[0]);
        double m = 0;
        for (int k = 1; k <= n; k++) {
            double ratio = std::abs(c[k]) / lead;
            if (k == n) ratio /= 2;
            const double r = k == 1 ? ratio
                           : k == 2 ? std::sqrt(ratio)
                           : k == 3 ? std::cbrt(ratio)
                           : k == 4 ? std::sqrt(std::sqrt(ratio))
                                    : std::pow(ratio, 1.0 / k);
            m = std::max(m, r);
        }
        return 2 * m;
    }

    /** A point strictly inside (lo, hi): the midpoint, or the geometric mean when the ends differ by orders of magnitude. */
    static double split(double lo, double hi) {
        const double W = 65536;
        if (lo < 0 && hi > 0) {
            if (hi > -W * lo || -lo > W * hi) return 0;
        } else if (lo == 0) {
            if (hi > W) return hi / W;
        } else if (hi == 0) {
            if (lo < -W) return lo / W;
        } else if (lo > 0 ? hi > W * lo : lo < W * hi) {
            return (lo > 0 ? 1 : -1) * std::sqrt(std::abs(lo)) * std::sqrt(std::abs(hi));
        }
        return 0.5 * lo + 0.5 * hi;
    }

    /** Newton steps on the compensated residual inside [lo, hi] (p(lo) < 0 when lo_negative) until it is within its bound. */
    static double polish(const double* c, int n, bool lo_negative, double x, double lo, double hi) {
        for (int k = 0; k < 100; k++) {
            const Value v = compensated(c, n, x);
            const double f = v.value;
            if (!(std::abs(f) > v.bound)) break;  // x is within rounding of the exact root
            if ((f < 0) == lo_negative) lo = x;
            else hi = x;
            double d = 0, s = c[0];
            for (int i = 1; i <= n; i++) {
                d = d * x + s;
                s = s * x + c[i];
            }
            double next = x - f / d;
            if (!(next >= lo && next <= hi)) next = 0.5 * lo + 0.5 * hi;
            if (next == x) break;
            const double step = std::abs(next - x);
            x = next;
            if (step <= 1.1e-16 * std::abs(x) || x == lo || x == hi) break;
        }
        return x;
    }

    /** The single root of monotone p in (lo, hi), f_lo and f_hi of opposite signs: safeguarded Newton, then (final) the polish. */
    static double refine(const double* c, int n, bool final_level, double lo, double hi, double f_lo, double f_hi) {
        const double lo0 = lo, hi0 = hi;
        const bool s_lo = f_lo < 0;
        double x = lo - (f_lo * (hi - lo)) / (f_hi - f_lo);  // the secant point
        if (!(x > lo && x < hi)) x = split(lo, hi);
        double last_step = kInf;
        for (int iter = 0; iter < 400; iter++) {
            double f, step;
            newton(c, n, x, f, step);
            if (f == 0) break;
            if ((f < 0) == s_lo) lo = x;
            else hi = x;
            // Newton inside the bracket while its steps shrink at least fourfold, else split the bracket.
            const double nx = x - step;
            const bool newton_ok = nx > lo && nx < hi;
            if (std::abs(step) <= (final_level ? 1e-12 : 1e-10) * std::abs(x)) {
                if (newton_ok) x = nx;
                break;
            }
            const double next = newton_ok && std::abs(step) <= 0.25 * last_step ? nx : split(lo, hi);
            last_step = std::abs(next - x);
            x = next;
            if (hi - lo <= 2.3e-16 * std::max(std::abs(lo), std::abs(hi)) || next == lo || next == hi) break;
        }
        return final_level ? polish(c, n, s_lo, x, lo0, hi0) : x;
    }

    /** Roots of a quadratic level (critical points only): the plain q form, or the exact solver where Δ nearly cancels. */
    int quadratic_critical_points(const double* c) {
        const double a = c[0], h = 0.5 * c[1], cc = c[2];
        const double p1 = h * h, p2 = a * cc, disc = p1 - p2;
        if (!(3 * std::abs(disc) >= std::abs(p1) + std::abs(p2)) || !std::isfinite(disc) || p2 == 0) {
            const int k = solve_quadratic(pair_, a, c[1], cc);
            if (k == 1) pair_[1] = pair_[0];
            return k == 0 ? 0 : 2;
        }
        if (disc < 0) return 0;
        const double q = h >= 0 ? -(h + std::sqrt(disc)) : -(h - std::sqrt(disc));
        const double r1 = q / a + 0.0, r2 = cc / q + 0.0;
        pair_[0] = r1 < r2 ? r1 : r2;
        pair_[1] = r1 < r2 ? r2 : r1;
        return 2;
    }

    /** Brings root i of level j (degree n) to full accuracy when it is only rough. */
    void sharpen(int j, int n, int i) {
        const State st = state_[j][i];
        if (st == accurate) return;
        double& r = roots_[j][i];
        const double* c = level_[j];
        if (st == rough_quadratic) {
            const int k = solve_quadratic(pair_, c[0], c[1], c[2]);
            if (k > 0) r = k == 2 && std::abs(pair_[1] - r) < std::abs(pair_[0] - r) ? pair_[1] : pair_[0];
        } else {
            r = polish(c, n, st == rough_lo_negative, r, lo_[j][i], hi_[j][i]);
        }
        state_[j][i] = accurate;
    }

    /**
     * The roots of level j (degree n, c[0] ≠ 0, c[n] ≠ 0) in [lo, hi], distinct and ascending,
     * into roots_[j]; stops after the first root ≥ stop_at. `bound` bounds every root: where
     * the sign at lo or hi is unclear, that end moves out to it.
     */
    int solve_level(int j, int n, double lo, double hi, double bound, double stop_at) {
        const double* c = level_[j];
        double* out = roots_[j];
        int* mult = mult_[j];
        State* state = state_[j];
        const bool final_level = j == 0;
        if (n == 1) {
            const double r = -c[1] / c[0] + 0.0;
            if (!(r >= lo && r <= hi)) return 0;
            out[0] = r;
            mult[0] = 1;
            state[0] = accurate;
            return 1;
        }
        if (n == 2) {
            const int k = final_level ? solve_quadratic(pair_, c[0], c[1], c[2]) : quadratic_critical_points(c);
            int count = 0;
            for (int i = 0; i < k; i++) {
                const double r = pair_[i];
                if (!(r >= lo && r <= hi)) continue;
                if (count > 0 && out[count - 1] == r) {
                    mult[count - 1]++;
                    continue;
                }
                out[count] = r;
                mult[count] = 1;
                state[count] = final_level ? accurate : rough_quadratic;
                count++;
            }
            return count;
        }
        const auto unclear = [&](double x) {
            const Value v = horner(c, n, x);
            return !(std::abs(v.value) > v.bound);
        };
        if (lo > -bound && unclear(lo)) lo = -bound;
        if (hi < bound && unclear(hi)) hi = bound;
        // The critical points: the roots of p′ (level j + 1) in [lo, hi].
        double* d = level_[j + 1];
        for (int i = 0; i < n; i++) d[i] = (n - i) * c[i];
        const int k = d[n - 1] == 0 ? solve_zero_tail(j + 1, n - 1, lo, hi, bound)
                                    : solve_level(j + 1, n - 1, lo, hi, bound, kInf);
        double* crit = roots_[j + 1];
        int count = 0;
        double x_prev = lo;
        double f_prev = horner(c, n, lo).value;
        for (int i = 0; i <= k; i++) {
            double xi = hi;
            if (i < k) {
                xi = crit[i];
                if (!(xi > lo && xi < hi)) continue;
            }
            Value v = horner(c, n, xi);
            double fi = v.value;
            bool touch = false;
            if (i < k && std::abs(fi) <= v.bound) {
                // Sign unclear in plain arithmetic: sharpen the critical point, then decide with
                // the compensated value and its bound (the tangency rule).
                if (state_[j + 1][i] != accurate) {
                    sharpen(j + 1, n - 1, i);
                    xi = crit[i];
                    v = horner(c, n, xi);
                    fi = v.value;
                }
                if (std::abs(fi) <= v.bound) {
                    if (!v.reversed) {
                        const Value w = compensated(c, n, xi);
                        fi = w.value;
                        touch = std::abs(fi) <= w.bound;
                    } else {
                        touch = true;
                    }
                    if (touch) fi = 0;
                }
            }
            if (f_prev != 0 && fi != 0 && (f_prev < 0) != (fi < 0)) {
                const double r = refine(c, n, final_level, x_prev, xi, f_prev, fi);
                if (count > 0 && out[count - 1] == r) {
                    mult[count - 1]++;
                } else {
                    out[count] = r;
                    mult[count] = 1;
                    lo_[j][count] = x_prev;
                    hi_[j][count] = xi;
                    state[count] = final_level ? accurate : f_prev < 0 ? rough_lo_negative : rough_lo_positive;
                    count++;
                }
                if (r >= stop_at) return count;
            }
            if (touch) {
                if (count > 0 && out[count - 1] == xi) {
                    mult[count - 1] += mult_[j + 1][i] + 1;
                } else {
                    out[count] = xi;
                    mult[count] = mult_[j + 1][i] + 1;
                    state[count] = accurate;
                    count++;
                }
                if (xi >= stop_at) return count;
            }
            x_prev = xi;
            f_prev = fi;
        }
        return count;
    }

    /** Level j ends in z zero coefficients: τ = 0 is a root of multiplicity z; solve the rest and merge 0 in. */
    int solve_zero_tail(int j, int n, double lo, double hi, double bound) {
        const double* c = level_[j];
        int z = 0;
        while (z < n && c[n - z] == 0) z++;
        const int m = n - z;
        int count = m >= 1 ? solve_level(j, m, lo, hi, bound, kInf) : 0;
        if (!(lo <= 0 && hi >= 0)) return count;
        double* out = roots_[j];
        int pos = 0;
        while (pos < count && out[pos] < 0) pos++;
        if (pos < count && out[pos] == 0) {
            mult_[j][pos] += z;
            return count;
        }
        for (int i = count; i > pos; i--) {
            out[i] = out[i - 1];
            mult_[j][i] = mult_[j][i - 1];
            lo_[j][i] = lo_[j][i - 1];
            hi_[j][i] = hi_[j][i - 1];
            state_[j][i] = state_[j][i - 1];
        }
        out[pos] = 0;
        mult_[j][pos] = z;
        state_[j][pos] = accurate;
        return count + 1;
    }
};

// ---------------------------------------------------------------------------------------------
// Vectors

template <std::size_t N>
bool all_finite(const Vec<N>& v) {
    for (double x : v)
        if (!std::isfinite(x)) return false;
    return true;
}

/** Scales v to unit length without overflow (by its largest entry first); false when v is zero or not finite. */
template <std::size_t N>
bool normalize(Vec<N>& v) {
    double m = 0;
    for (double x : v) m = std::max(m, std::abs(x));
    if (!(m > 0 && std::isfinite(m))) return false;
    double ss = 0;
    for (double& x : v) {
        x /= m;
        ss += x * x;
    }
    const double n = std::sqrt(ss);
    for (double& x : v) x /= n;
    return true;
}

/** As normalize, but multiplying by 1/|v| (the library's ballistic arcs do it this way); a failed v becomes zero. */
template <std::size_t N>
bool normalize_reciprocal(Vec<N>& v) {
    double m = 0;
    for (double x : v) m = std::max(m, std::abs(x));
    if (!(m > 0) || !std::isfinite(m)) {
        v = Vec<N>{};
        return false;
    }
    double ss = 0;
    for (double& x : v) {
        x /= m;
        ss += x * x;
    }
    const double k = 1 / std::sqrt(ss);
    for (double& x : v) x *= k;
    return true;
}

/** √(x² + y² + z²) without overflow, as JavaScript's Math.hypot computes it (scaled, Kahan-summed). */
inline double hypot3(double x, double y, double z) {
    const double m = std::max({std::abs(x), std::abs(y), std::abs(z)});
    if (m == 0) return 0;
    double sum = 0, compensation = 0;
    for (double v : {x, y, z}) {
        const double n = std::abs(v) / m;
        const double summand = n * n - compensation;
        const double preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    return std::sqrt(sum) * m;
}

/** out = x − k·y; when a component overflows, (x − k·y)/2 as 0.5·x − 0.5·k·y instead, and 1 is returned. */
template <std::size_t N>
int diff_halving(Vec<N>& out, const Vec<N>& x, const Vec<N>& y, double k) {
    int shift = 0;
    for (std::size_t i = 0; i < N; i++) {
        out[i] = x[i] - k * y[i];
        if (!std::isfinite(out[i])) shift = 1;
    }
    if (shift)
        for (std::size_t i = 0; i < N; i++) out[i] = 0.5 * x[i] - 0.5 * k * y[i];
    return shift;
}

// ---------------------------------------------------------------------------------------------
// The constant-velocity problem: |R + V·t| = s·t, i.e. (|V|² − s²)t² + 2(R·V)t + |R|² = 0,
// in units scaled by powers of two (lengths by 2^−er, speeds by 2^−ev) when they leave
// [2⁻²⁵⁰, 2²⁵⁰]; time t = 2^(er − ev)·τ.

template <std::size_t N>
struct LinearProblem {
    Vec<N> R{}, V{};
    double s = 0, a = 0, b = 0, c = 0, rv = 0, vv = 0;
    int er = 0, ev = 0;

    LinearProblem(const Vec<N>& S, const Vec<N>& T, const Vec<N>& Vt, double speed) {
        const auto needs_scale = [](double m) { return m != 0 && (m > 0x1p250 || m < 0x1p-250); };
        int shift = 0;
        for (std::size_t i = 0; i < N; i++) {
            R[i] = T[i] - S[i];
            if (!std::isfinite(R[i])) shift = 1;
        }
        if (shift)  // T − S overflowed: work with half of it
            for (std::size_t i = 0; i < N; i++) R[i] = 0.5 * T[i] - 0.5 * S[i];
        double rmax = 0, vmax = speed;
        for (std::size_t i = 0; i < N; i++) {
            rmax = std::max(rmax, std::abs(R[i]));
            vmax = std::max(vmax, std::abs(Vt[i]));
            V[i] = Vt[i];
        }
        s = speed;
        if (shift || needs_scale(rmax)) {
            const int e = exponent_of(rmax);
            for (double& x : R) x = scaled(x, -e);
            er = e + shift;
        }
        if (needs_scale(vmax)) {
            ev = exponent_of(vmax);
            for (double& x : V) x = scaled(x, -ev);
            s = scaled(speed, -ev);
        }
        double rr = 0;
        for (std::size_t i = 0; i < N; i++) {
            rv += R[i] * V[i];
            rr += R[i] * R[i];
            vv += V[i] * V[i];
        }
        // a = |V|² − s² with every square's and every partial sum's exact error kept: no
        // cancellation when the speeds are nearly equal.
        double sum = 0, err = 0;
        for (std::size_t i = 0; i < N; i++) {
            const double p = V[i] * V[i], t = sum + p;
            err += two_product_error(V[i], V[i], p) + two_sum_error(sum, p, t);
            sum = t;
        }
        const double p = -(s * s), t = sum + p;
        err += two_sum_error(sum, p, t) - two_product_error(s, s, -p);
        a = t + err;
        b = 2 * rv;
        c = rr;
    }

    double to_time(double tau) const { return scaled(tau, er - ev); }

    /** Unit vector along W = R + V·τ (falls back to V, then the x axis, when W = 0). */
    Vec<N> aim_at(double tau) const {
        Vec<N> out{};
        double ww = 0;
        for (std::size_t i = 0; i < N; i++) {
            const double w = R[i] + V[i] * tau;
            ww += w * w;
        }
        if (ww >= 0x1p-960 && ww <= 0x1p960) {
            const double k = 1 / std::sqrt(ww);
            for (std::size_t i = 0; i < N; i++) out[i] = (R[i] + V[i] * tau) * k;
            return out;
        }
        for (std::size_t i = 0; i < N; i++) out[i] = R[i] + V[i] * tau;
        if (normalize(out)) return out;
        out = V;
        if (normalize(out)) return out;
        out = Vec<N>{};
        out[0] = 1;
        return out;
    }

    /** h(τ) = |W(τ)| − s·τ: how far the target is beyond the shot's reach at τ. */
    double miss_at(double tau) const {
        Vec<N> w{};
        double m = 0;
        for (std::size_t i = 0; i < N; i++) {
            w[i] = R[i] + V[i] * tau;
            m = std::max(m, std::abs(w[i]));
        }
        double ss = 0;
        if (m > 0)
            for (double x : w) ss += (x / m) * (x / m);
        return m * std::sqrt(ss) - s * tau;
    }

    double cross_norm() const {  // |R × V|
        if constexpr (N == 2) return std::abs(R[0] * V[1] - R[1] * V[0]);
        else return hypot3(R[1] * V[2] - R[2] * V[1], R[2] * V[0] - R[0] * V[2], R[0] * V[1] - R[1] * V[0]);
    }

    /**
     * The τ minimising h (convex): the stationary point τ* = (−R·V + s·|R×V|/√(|V|² − s²))/|V|²
     * when the target is faster; never (τmax) when it is slower; at equal speeds the time at
     * which the miss is within 1 % of |R| of its limit.
     */
    double closest_tau(double tau_max) const {
        double t;
        if (s == 0) t = vv > 0 ? std::max(0.0, -rv / vv) : 0;
        else if (a > 0) t = std::max(0.0, (-rv + (s * cross_norm()) / std::sqrt(a)) / vv);
        else if (a < 0 || rv < 0) t = kInf;
        else {
            const double perp = cross_norm() / s, r = std::sqrt(c);
            t = r > 0 ? (50 * perp * perp) / (r * s) : 0;
        }
        return std::min(t, tau_max);
    }

    /** Every hit time in [0, max_time] (max_time ≥ 0 or +∞), or the reason there is none and the best miss. */
    InterceptResult<N> solve(double max_time = kInf) const {
        InterceptResult<N> out;
        // Search no later than max_time, nor beyond the largest representable time.
        const double tau_max = std::min(scaled(max_time, ev - er), scaled(kMaxDouble, ev - er));
        double roots[2];
        double taus[2];
        int n_taus = 0;
        if (c == 0) {
            taus[n_taus++] = 0;  // already there
        } else {
            const int n = solve_quadratic(roots, a, b, c);
            for (int i = 0; i < n; i++)
                if (roots[i] >= 0 && (n_taus == 0 || taus[n_taus - 1] != roots[i])) taus[n_taus++] = roots[i];
        }
        double first_tau = -1;
        for (int i = 0; i < n_taus; i++) {
            const double t = to_time(taus[i]);
            if (std::isfinite(t) && taus[i] <= tau_max && t <= max_time) {
                if (out.count == 0) first_tau = taus[i];
                out.times[static_cast<std::size_t>(out.count++)] = t;
            }
        }
        if (out.count > 0) {
            out.hit = true;
            out.aim = aim_at(first_tau);
            return out;
        }
        if (n_taus > 0) out.reason = NoHitReason::beyond_max_time;
        else if (s == 0) out.reason = NoHitReason::cannot_move;
        else if (rv > 0) out.reason = NoHitReason::receding;
        else if (rv == 0) out.reason = NoHitReason::crossing;
        else out.reason = NoHitReason::target_too_fast;
        const double tc = closest_tau(tau_max);
        out.closest.time = to_time(tc);
        out.closest.aim = aim_at(tc);
        out.closest.distance = scaled(miss_at(tc), er);
        return out;
    }
};

// ---------------------------------------------------------------------------------------------
// The general problem: W(t) = R + V·t + G·t²/2 with V = Vt − k·U (k = inherit) and G = A − g, and
// |W(t)| = s·t, i.e. the quartic
// f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R = 0, in units where |R|,
// |V|·τ and |G|·τ² are at most about 1: lengths by 2^−er, t = 2^m·τ.

template <std::size_t N>
struct QuarticProblem {
    Vec<N> R{}, V{}, G{};
    double s = 0;
    int er = 0, m = 0;
    int gap = 0;  // binary orders between the time scales |R|/|V| and √(|R|/|G|), when R is the smaller
    double f[5] = {};

    QuarticProblem(const Vec<N>& S, const Vec<N>& T, const Vec<N>& U, double inherit, const Vec<N>& Vt,
                   const Vec<N>& A, const Vec<N>& g, double speed) {
        double r = 0, v = 0, gm = 0;
        for (std::size_t i = 0; i < N; i++) {
            R[i] = T[i] - S[i];
            V[i] = Vt[i] - inherit * U[i];
            G[i] = A[i] - g[i];
            r = std::max(r, std::abs(R[i]));
            v = std::max(v, std::abs(V[i]));
            gm = std::max(gm, std::abs(G[i]));
        }
        int sr = 0, sv = 0, sg = 0;
        if (!(r + v + gm < kInf)) {
            // A difference overflowed: halve it (exactly) and remember.
            sr = diff_halving(R, T, S, 1);
            sv = diff_halving(V, Vt, U, inherit);
            sg = diff_halving(G, A, g, 1);
            r = v = gm = 0;
            for (std::size_t i = 0; i < N; i++) {
                r = std::max(r, std::abs(R[i]));
                v = std::max(v, std::abs(V[i]));
                gm = std::max(gm, std::abs(G[i]));
            }
        }
        v = std::max(v, sv ? 0.5 * speed : speed);
        const int e_r = r > 0 ? exponent_of(r) : 0;
        const int e_v = v > 0 ? exponent_of(v) + sv : 0;
        const int e_g = gm > 0 ? exponent_of(gm) + sg : 0;
        er = e_r + sr;
        if (v > 0 && gm > 0) m = std::min(er - e_v, floor_half(er - e_g));
        else if (v > 0) m = er - e_v;
        else if (gm > 0) m = floor_half(er - e_g);
        gap = v > 0 && gm > 0 ? std::max(0, floor_half(er - e_g) - (er - e_v)) : 0;
        for (std::size_t i = 0; i < N; i++) {
            R[i] = scaled(R[i], -e_r);
            V[i] = scaled(V[i], m - er + sv);
            G[i] = scaled(G[i], 2 * m - er + sg);
        }
        s = scaled(speed, m - er);
        form();
    }

    bool constant_velocity() const {
        for (double x : G)
            if (x != 0) return false;
        return true;
    }

    /** The quartic's coefficients, highest degree first; the t² one in twice the working precision. */
    void form() {
        double gg = 0, vg = 0, rv = 0, rr = 0;
        for (std::size_t i = 0; i < N; i++) {
            gg += G[i] * G[i];
            vg += V[i] * G[i];
            rv += R[i] * V[i];
            rr += R[i] * R[i];
        }
        // V·V + R·G − s² may cancel (speeds nearly equal, or gravity balancing): a compensated dot product.
        double sum = 0, err = 0;
        const auto add = [&](double x, double y) {
            const double p = x * y, t = sum + p;
            err += two_product_error(x, y, p) + two_sum_error(sum, p, t);
            sum = t;
        };
        for (std::size_t i = 0; i < N; i++) {
            add(V[i], V[i]);
            add(R[i], G[i]);
        }
        add(s, -s);
        f[0] = gg / 4;
        f[1] = vg;
        f[2] = sum + err;
        f[3] = 2 * rv;
        f[4] = rr;
    }

    double to_time(double tau) const { return scaled(tau, m); }

    Vec<N> w_at(double tau) const {
        Vec<N> w{};
        for (std::size_t i = 0; i < N; i++) {
            const double vt = V[i] == 0 ? 0 : V[i] * tau;
            const double gt = G[i] == 0 ? 0 : 0.5 * G[i] * tau * tau;
            const double d = vt + gt;
            w[i] = R[i] + (std::isnan(d) ? gt : d);
        }
        return w;
    }

    /** Unit vector along W(τ); falls back to the direction of V, then G, then the x axis. */
    Vec<N> aim_at(double tau) const {
        Vec<N> out = w_at(tau);
        if (normalize(out)) return out;
        out = V;
        if (normalize(out)) return out;
        out = G;
        if (normalize(out)) return out;
        out = Vec<N>{};
        out[0] = 1;
        return out;
    }

    /** h(τ) = |W(τ)| − s·τ. */
    double miss_at(double tau) const {
        const Vec<N> w = w_at(tau);
        double mx = 0;
        for (double x : w) mx = std::max(mx, std::abs(x));
        if (!std::isfinite(mx)) return kInf;
        double ss = 0;
        if (mx > 0)
            for (double x : w) ss += (x / mx) * (x / mx);
        return mx * std::sqrt(ss) - s * tau;
    }

    /**
     * The τ in [0, τmax] minimising h(τ) = |W(τ)| − sτ: interior minima satisfy
     * (W·W′)² = s²|W|² with W·W′ ≥ 0, a degree-6 polynomial (P′²/4 − s²P with P = |W|²).
     */
    double closest_tau(PolynomialSolver& solver, double tau_max) const {
        const double p4 = f[0], p3 = f[1], p2 = f[2] + s * s, p1 = f[3], p0 = f[4];
        const double a = 2 * p4, b = 1.5 * p3, c = p2, d = 0.5 * p1, s2 = s * s;
        const double sextic[7] = {
            a * a,
            2 * a * b,
            2 * a * c + b * b - s2 * p4,
            2 * a * d + 2 * b * c - s2 * p3,
            2 * b * d + c * c - s2 * p2,
            2 * c * d - s2 * p1,
            d * d - s2 * p0,
        };
        double best = 0, best_value = miss_at(0);
        if (std::isfinite(tau_max)) {
            const double value = miss_at(tau_max);
            if (value < best_value) {
                best = tau_max;
                best_value = value;
            }
        }
        double roots[PolynomialSolver::kMaxDegree];
        const int n = solver.solve_in(roots, sextic, 7, 0, tau_max);
        for (int i = 0; i < n; i++) {
            const double tau = roots[i];
            if (tau > 0 && tau < tau_max && ((a * tau + b) * tau + c) * tau + d >= 0) {
                const double value = miss_at(tau);
                if (value < best_value || (value == best_value && tau < best)) {
                    best = tau;
                    best_value = value;
                }
            }
        }
        return best;
    }
};

}  // namespace detail

// -------------------------------------------------------------------------------------------------
// Argument checks, in the library's order for each entry point (src/lib: intercept's resolveOptions,
// linearIntercept, ballisticArcs, linearInterceptToChecked, and checkOptionsFor in options-check.ts).

namespace detail {

/** The first argument a call rejects: bad (NaN, ±∞, out of its range) or, with `unsupported`, valid but not handled. */
struct Rejection {
    BadInput argument = BadInput::none;
    bool unsupported = false;
    explicit operator bool() const { return argument != BadInput::none; }
};

inline bool valid_speed(double s) { return std::isfinite(s) && s >= 0; }
inline bool valid_inherit(double k) { return k >= 0 && k <= 1; }    // NaN fails
inline bool valid_max_time(double t) { return t >= 0; }             // +∞ is no limit; NaN fails

template <std::size_t N>
bool is_zero(const Vec<N>& v) {
    for (double x : v)
        if (x != 0) return false;
    return true;
}

/** Whether some component is NaN or ±∞, without a branch per component. */
template <std::size_t N>
bool any_nonfinite(const Vec<N>& v) {
    bool bad = false;
    for (double x : v) bad |= !(std::abs(x) <= kMaxDouble);
    return bad;
}

template <std::size_t N>
bool any_nonzero(const Vec<N>& v) {
    bool nonzero = false;
    for (double x : v) nonzero |= x != 0;
    return nonzero;
}

/**
 * Every option valid (finite vectors, speed ≥ 0, inherit in [0, 1], max_time ≥ 0): the common case,
 * decided with independent comparisons; only when it fails do the checks below look for the first
 * bad argument in the library's order.
 */
template <std::size_t N>
bool all_valid(const InterceptOptions<N>& o) {
    const bool bad = any_nonfinite(o.shooter) | any_nonfinite(o.target) | any_nonfinite(o.target_velocity) |
                     any_nonfinite(o.target_acceleration) | any_nonfinite(o.shooter_velocity) |
                     any_nonfinite(o.gravity) | !(o.speed >= 0 && o.speed <= kMaxDouble) |
                     !(o.inherit >= 0 && o.inherit <= 1) | !(o.max_time >= 0);
    return !bad;
}

/** All valid, and no moving shooter, target acceleration or gravity: what the constant-velocity entries take. */
template <std::size_t N>
bool all_valid_linear(const InterceptOptions<N>& o) {
    return all_valid(o) && !(any_nonzero(o.shooter_velocity) | any_nonzero(o.target_acceleration) | any_nonzero(o.gravity));
}

/** A vector option an entry does not handle: bad when not finite, unsupported when not zero (its default). */
template <std::size_t N>
Rejection unhandled(BadInput name, const Vec<N>& v) {
    if (!all_finite(v)) return {name, false};
    if (!is_zero(v)) return {name, true};
    return {};
}

/** inherit only scales the shooter's velocity: any valid value is harmless where that is zero. */
inline Rejection unhandled_inherit(double k) { return valid_inherit(k) ? Rejection{} : Rejection{BadInput::inherit, false}; }

/** max_time where the entry has no time limit: +∞ (the default) only. */
inline Rejection unhandled_max_time(double t) {
    if (!valid_max_time(t)) return {BadInput::max_time, false};
    if (t != kInf) return {BadInput::max_time, true};
    return {};
}

/** The options the constant-velocity entries do not handle: a moving shooter, target acceleration, gravity. */
template <std::size_t N>
Rejection unhandled_linear(const InterceptOptions<N>& o) {
    Rejection r;
    if ((r = unhandled(BadInput::shooter_velocity, o.shooter_velocity))) return r;
    if ((r = unhandled_inherit(o.inherit))) return r;
    if ((r = unhandled(BadInput::target_acceleration, o.target_acceleration))) return r;
    return unhandled(BadInput::gravity, o.gravity);
}

/** intercept: every option, in the order shooter, target, shooter_velocity, inherit, target_velocity, target_acceleration, speed, gravity, max_time. */
template <std::size_t N>
Rejection check_intercept(const InterceptOptions<N>& o) {
    if (all_valid(o)) return {};
    if (!all_finite(o.shooter)) return {BadInput::shooter, false};
    if (!all_finite(o.target)) return {BadInput::target, false};
    if (!all_finite(o.shooter_velocity)) return {BadInput::shooter_velocity, false};
    if (!valid_inherit(o.inherit)) return {BadInput::inherit, false};
    if (!all_finite(o.target_velocity)) return {BadInput::target_velocity, false};
    if (!all_finite(o.target_acceleration)) return {BadInput::target_acceleration, false};
    if (!valid_speed(o.speed)) return {BadInput::speed, false};
    if (!all_finite(o.gravity)) return {BadInput::gravity, false};
    if (!valid_max_time(o.max_time)) return {BadInput::max_time, false};
    return {};
}

/** linear_intercept: shooter, then the options it does not handle, then max_time, target, target_velocity, speed. */
template <std::size_t N>
Rejection check_linear(const InterceptOptions<N>& o) {
    if (all_valid_linear(o)) return {};
    if (!all_finite(o.shooter)) return {BadInput::shooter, false};
    Rejection r;
    if ((r = unhandled_linear(o))) return r;
    if (!valid_max_time(o.max_time)) return {BadInput::max_time, false};
    if (!all_finite(o.target)) return {BadInput::target, false};
    if (!all_finite(o.target_velocity)) return {BadInput::target_velocity, false};
    if (!valid_speed(o.speed)) return {BadInput::speed, false};
    return {};
}

/** first_hit (the library's linearInterceptToChecked): shooter, target, target_velocity, speed, max_time, then the rest. */
template <std::size_t N>
Rejection check_first_hit(const InterceptOptions<N>& o) {
    if (all_valid_linear(o)) return {};
    if (!all_finite(o.shooter)) return {BadInput::shooter, false};
    if (!all_finite(o.target)) return {BadInput::target, false};
    if (!all_finite(o.target_velocity)) return {BadInput::target_velocity, false};
    if (!valid_speed(o.speed)) return {BadInput::speed, false};
    if (!valid_max_time(o.max_time)) return {BadInput::max_time, false};
    return unhandled_linear(o);
}

/** ballistic_arcs: shooter, the options it does not handle (a moving target or shooter, a time limit), target, speed, gravity. */
template <std::size_t N>
Rejection check_ballistic(const InterceptOptions<N>& o) {
    if (all_valid(o) && o.max_time == kInf &&
        !(any_nonzero(o.target_velocity) | any_nonzero(o.target_acceleration) | any_nonzero(o.shooter_velocity)))
        return {};
    if (!all_finite(o.shooter)) return {BadInput::shooter, false};
    Rejection r;
    if ((r = unhandled(BadInput::target_velocity, o.target_velocity))) return r;
    if ((r = unhandled(BadInput::target_acceleration, o.target_acceleration))) return r;
    if ((r = unhandled(BadInput::shooter_velocity, o.shooter_velocity))) return r;
    if ((r = unhandled_inherit(o.inherit))) return r;
    if ((r = unhandled_max_time(o.max_time))) return r;
    if (!all_finite(o.target)) return {BadInput::target, false};
    if (!valid_speed(o.speed)) return {BadInput::speed, false};
    if (!all_finite(o.gravity)) return {BadInput::gravity, false};
    return {};
}

template <class Result>
Result rejected(Rejection r) {
    Result out;
    out.error = r.argument;
    out.unsupported = r.unsupported;
    return out;
}

/** intercept when target and projectile accelerate alike (G = 0): the quadratic with V = Vt − inherit·U. */
template <std::size_t N>
InterceptResult<N> constant_velocity_intercept(const InterceptOptions<N>& o) {
    Vec<N> rel{};
    const int shift = diff_halving(rel, o.target_velocity, o.shooter_velocity, o.inherit);
    // When V overflowed, diff_halving halved it: solve with V/2 and s/2 (times double), then undo.
    LinearProblem<N> p(o.shooter, o.target, rel, shift ? 0.5 * o.speed : o.speed);
    p.ev += shift;
    return p.solve(o.max_time);
}

/** The ballistic arcs of checked input. */
template <std::size_t N>
BallisticResult<N> solve_ballistic(const Vec<N>& shooter, const Vec<N>& target, double speed, const Vec<N>& gravity) {
    BallisticResult<N> out;
    // Scaled units when a magnitude leaves [2⁻²⁵⁰, 2²⁵⁰]: R by 2^−er, time t = 2^m·τ.
    const auto safe = [](double x) { return x == 0 || (x <= 0x1p250 && x >= 0x1p-250); };
    Vec<N> R{}, g{};
    int shift = 0;
    for (std::size_t i = 0; i < N; i++) {
        R[i] = target[i] - shooter[i];
        if (!std::isfinite(R[i])) shift = 1;
    }
    if (shift)
        for (std::size_t i = 0; i < N; i++) R[i] = 0.5 * target[i] - 0.5 * shooter[i];
    double rmax = 0, gmax = 0;
    for (std::size_t i = 0; i < N; i++) {
        rmax = std::max(rmax, std::abs(R[i]));
        gmax = std::max(gmax, std::abs(gravity[i]));
    }
    int er = 0, m = 0;
    if (shift == 0 && safe(rmax) && safe(speed) && safe(gmax)) {
        g = gravity;
    } else {
        const int e = rmax > 0 ? exponent_of(rmax) : 0;
        const int es = speed > 0 ? exponent_of(speed) : 0;
        const int eg = gmax > 0 ? exponent_of(gmax) : 0;
        er = e + shift;
        if (speed > 0 && gmax > 0) m = std::min(er - es, floor_half(er - eg));
        else if (speed > 0) m = er - es;
        else if (gmax > 0) m = floor_half(er - eg);
        for (std::size_t i = 0; i < N; i++) {
            R[i] = scaled(R[i], -e);
            g[i] = scaled(gravity[i], 2 * m - er);
        }
    }
    const double ss = m == er ? speed : scaled(speed, m - er);
    double gg = 0, rg = 0, rr = 0;
    for (std::size_t i = 0; i < N; i++) {
        gg += g[i] * g[i];
        rg += R[i] * g[i];
        rr += R[i] * R[i];
    }
    Vec<N> up{};  // −g/|g|, or y up without gravity
    for (std::size_t i = 0; i < N; i++) up[i] = 0 - gravity[i];
    if (!(gmax > 0) || !normalize_reciprocal(up)) {
        up = Vec<N>{};
        up[1] = 1;
    }
    // The arc of scaled flight time τ (τ = 0: straight up).
    const auto arc = [&](double tau) {
        Arc<N> a;
        Vec<N> d{};
        if (tau > 0)
            for (std::size_t i = 0; i < N; i++) d[i] = R[i] / tau - 0.5 * g[i] * tau;
        if (!(tau > 0) || !normalize_reciprocal(d)) d = up;
        a.time = m == 0 ? tau : scaled(tau, m);
        a.aim = d;
        double du = 0, hh = 0;
        for (std::size_t i = 0; i < N; i++) {
            a.launch_velocity[i] = d[i] * speed;
            du += d[i] * up[i];
        }
        for (std::size_t i = 0; i < N; i++) hh += (d[i] - du * up[i]) * (d[i] - du * up[i]);
        a.elevation = std::atan2(du, std::sqrt(hh));
        return a;
    };
    if (rr == 0) {
        out.count = 1;
        out.arcs[0] = out.arcs[1] = arc(0);
        return out;
    }
    // u = τ²: the quadratic (g·g/4)u² − (R·g + s²)u + R·R = 0; each positive root is an arc.
    double u[2];
    const int n = solve_quadratic(u, gg / 4, -(rg + ss * ss), rr);
    double taus[2];
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (u[i] > 0) {
            const double tau = std::sqrt(u[i]);
            // An arc whose time overflows the double range (a speed such as 5e-324) never arrives.
            if (!std::isfinite(m == 0 ? tau : scaled(tau, m))) continue;
            if (k == 0 || taus[k - 1] != tau) taus[k++] = tau;
        }
    }
    if (k == 0) {
        out.reason = speed == 0 ? NoHitReason::cannot_move : NoHitReason::out_of_range;
        return out;
    }
    out.count = k;
    out.arcs[0] = arc(taus[0]);
    out.arcs[1] = arc(taus[k - 1]);
    return out;
}

}  // namespace detail

// -------------------------------------------------------------------------------------------------
// The public functions: each takes one InterceptOptions<N> (see its fields for the defaults)

/**
 * The general intercept: a shooter at `shooter` (moving with `shooter_velocity`, of which the
 * projectile inherits the fraction `inherit`) fires at `speed`; the projectile is accelerated by
 * `gravity` (e.g. {0, -9.81, 0} with y up; default none); the target starts at `target` with
 * `target_velocity` and constant `target_acceleration`. With R = target − shooter,
 * V = target_velocity − inherit·shooter_velocity and G = target_acceleration − gravity, the hit
 * times are the roots in [0, max_time] of the quartic
 * f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R:
 * none, two or four with gravity (a grazing double root counts once, so one or three also
 * occur); the aim is W(t)/|W(t)|, W(t) = R + V·t + G·t²/2, at the first (relative to the
 * shooter: the projectile's world velocity is speed·aim + inherit·shooter_velocity). Without a
 * hit: the reason (beyond_max_time when hits exist only after max_time) and the best miss, the
 * time and direction minimising |W(t)| − s·t. With G = 0 (no gravity and no acceleration, or
 * both alike) it takes linear_intercept's path, the quadratic, at linear_intercept's cost.
 *
 *   auto r = lt::intercept<3>({.shooter = {0, 0, 0}, .target = {50, 0, 0}, .target_velocity = {0, 0, 5},
 *                              .speed = 30, .gravity = {0, -9.81, 0}});
 *   // r.hit, r.times[0] = 1.768 s (the low shot), r.times[1] = 5.766 s (the lob)
 *
 * Bad input (r.error names it): a NaN or ±∞ anywhere, speed < 0, inherit outside [0, 1],
 * max_time < 0 or NaN; checked in the order shooter, target, shooter_velocity, inherit,
 * target_velocity, target_acceleration, speed, gravity, max_time.
 */
template <std::size_t N>
InterceptResult<N> intercept(const InterceptOptions<N>& o) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    using namespace detail;
    if (const Rejection bad = check_intercept(o)) return rejected<InterceptResult<N>>(bad);
    // G = 0 before anything is built: the quadratic, not the quartic (the same answer, at the quadratic's cost).
    if (o.target_acceleration == o.gravity) return constant_velocity_intercept(o);
    QuarticProblem<N> q(o.shooter, o.target, o.shooter_velocity, o.inherit, o.target_velocity, o.target_acceleration,
                        o.gravity, o.speed);
    // G ≠ 0 too small for the problem's scale (it scaled to zero): the quadratic as well.
    if (q.constant_velocity()) return constant_velocity_intercept(o);

    InterceptResult<N> out;
    PolynomialSolver solver;
    double roots[PolynomialSolver::kMaxDegree];
    // Search no later than max_time, nor beyond the largest representable time.
    const double tau_max = std::min(scaled(o.max_time, -q.m), scaled(kMaxDouble, -q.m));
    // Two time scales too far apart for one quartic: the near roots come from this scaling up to
    // τ = 2^gap, the far ones from the problem without R, where R is negligible.
    const bool two_scales = q.gap > 100;
    const double split = two_scales ? scaled(1, q.m + q.gap) : kInf;
    const double tau_top = std::min(tau_max, scaled(split, -q.m));
    double first_tau = -1;
    if (q.f[4] == 0) {  // already there
        first_tau = 0;
        out.times[static_cast<std::size_t>(out.count++)] = 0;
    }
    int n = solver.solve_in(roots, q.f, 5, 0, tau_top);
    for (int i = 0; i < n && out.count < 4; i++) {
        const double t = q.to_time(roots[i]);
        if (!(roots[i] > 0) || !std::isfinite(t) || !(t <= o.max_time) || !(t < split)) continue;
        if (first_tau < 0) first_tau = roots[i];
        out.times[static_cast<std::size_t>(out.count++)] = t;
    }
    if (out.count > 0) out.aim = q.aim_at(first_tau);
    bool later = false;
    if (two_scales) {
        const int near = out.count;
        QuarticProblem<N> far(o.shooter, o.shooter, o.shooter_velocity, o.inherit, o.target_velocity,
                              o.target_acceleration, o.gravity, o.speed);
        const double lo = scaled(split, -far.m);
        const double hi = std::min(scaled(o.max_time, -far.m), scaled(kMaxDouble, -far.m));
        n = solver.solve_in(roots, far.f, 5, lo, hi);
        for (int i = 0; i < n && out.count < 4; i++) {
            const double t = far.to_time(roots[i]);
            if (std::isfinite(t) && t >= split && t <= o.max_time) out.times[static_cast<std::size_t>(out.count++)] = t;
        }
        later = n == 0 && solver.solve_in(roots, far.f, 5, hi, kInf, true) > 0;
        if (near == 0 && out.count > 0) out.aim = far.aim_at(scaled(out.times[0], -far.m));
    }
    if (out.count > 0) {
        out.hit = true;
        return out;
    }
    // No hit in time: is there one later at all? Then why not, and the best miss.
    later = later || solver.solve_in(roots, q.f, 5, tau_max, two_scales ? scaled(split, -q.m) : kInf, true) > 0;
    out.reason = later ? NoHitReason::beyond_max_time : q.s == 0 ? NoHitReason::cannot_move : NoHitReason::out_of_range;
    const double tc = q.closest_tau(solver, tau_max);
    out.closest.time = q.to_time(tc);
    out.closest.aim = q.aim_at(tc);
    out.closest.distance = scaled(q.miss_at(tc), q.er);
    return out;
}

/**
 * The constant-velocity intercept, the quadratic: a standing shooter fires at `speed`; the target
 * at `target` moves with constant `target_velocity`. With R = target − shooter the hit times are
 * the roots in [0, max_time] of (|V|² − s²)t² + 2(R·V)t + |R|² = 0: up to two (a faster target
 * approaching); the aim is (R + V·t)/|R + V·t| at the first. Without a hit: the reason and the
 * best miss.
 *
 * Options it does not handle are never ignored: a nonzero shooter_velocity, target_acceleration
 * or gravity gives r.error naming it with r.unsupported = true (use intercept, which handles
 * them). Bad input as intercept's, checked in the order shooter, shooter_velocity, inherit,
 * target_acceleration, gravity, max_time, target, target_velocity, speed.
 *
 *   auto r = lt::linear_intercept<2>({.shooter = {0, 0}, .target = {100, 0}, .target_velocity = {0, 10}, .speed = 20});
 *   if (r.error == lt::BadInput::none && r.hit) fire(r.aim, r.times[0]);  // t = 5.7735
 */
template <std::size_t N>
InterceptResult<N> linear_intercept(const InterceptOptions<N>& o) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    using namespace detail;
    if (const Rejection bad = check_linear(o)) return rejected<InterceptResult<N>>(bad);
    return LinearProblem<N>(o.shooter, o.target, o.target_velocity, o.speed).solve(o.max_time);
}

/**
 * linear_intercept's earliest hit only, for code that aims every frame, with its input checked:
 * r.hit, r.time and r.aim, the same time and aim as linear_intercept within 2⁻⁴⁸ relative (hit or
 * no hit always the same), or r.error as linear_intercept gives it (checked in the order
 * shooter, target, target_velocity, speed, max_time, then the options it does not handle). No
 * hit after max_time. The solve is the unchecked first_hit below; the checks cost a few
 * comparisons (ports/cpp/entry_bench.cpp measures both).
 *
 *   auto r = lt::first_hit<3>({.shooter = gun, .target = enemy, .target_velocity = enemy_velocity, .speed = 800});
 *   if (r.hit) fire(r.aim);
 */
template <std::size_t N>
FirstHit<N> first_hit(const InterceptOptions<N>& o);

/**
 * first_hit(options) without its checks, as the library's linearInterceptTo (the unchecked hot path):
 * for a loop whose input is known to be good. It reads only shooter, target, target_velocity, speed
 * and max_time; the other options are not looked at (keep them at their defaults, or call first_hit).
 * Never an error: NaN or ±∞ in the input, or a speed that is not ≥ 0, give no hit, and so does a hit
 * whose time overflows the double range. The same hits, bit for bit, as first_hit(options).
 */
template <std::size_t N>
FirstHit<N> first_hit_unchecked(const InterceptOptions<N>& o);

/**
 * Ballistic arcs to a standing target: with R = target − shooter, a launch velocity
 * v = R/t − g·t/2 arrives at time t, and |v| = speed gives (g·g/4)u² − (R·g + s²)u + R·R = 0
 * with u = t². Its positive roots are the low and the high arc; they merge at maximum range
 * and vanish beyond it. Zero gravity (the default) gives the straight shot t = |R|/s; a target
 * on the shooter one arc of time 0 aimed straight up (against gravity).
 *
 * Options it does not handle are never ignored: a nonzero target_velocity, target_acceleration
 * or shooter_velocity, or a finite max_time, gives r.error naming it with r.unsupported = true
 * (use intercept). Checked in the order shooter, target_velocity, target_acceleration,
 * shooter_velocity, inherit, max_time, target, speed, gravity.
 *
 *   auto r = lt::ballistic_arcs<2>({.shooter = {0, 0}, .target = {50, 0}, .speed = 30, .gravity = {0, -9.81}});
 *   // r.count == 2: low 16.51° (t = 1.7384), high 73.49° (t = 5.8640)
 */
template <std::size_t N>
BallisticResult<N> ballistic_arcs(const InterceptOptions<N>& o) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    using namespace detail;
    if (const Rejection bad = check_ballistic(o)) return rejected<BallisticResult<N>>(bad);
    return solve_ballistic(o.shooter, o.target, o.speed, o.gravity);
}

// -------------------------------------------------------------------------------------------------
// The pre-1.0 positional forms, kept so that code written against them still compiles and gives
// the same bits: each is its options form with the other options at their defaults. New code:
// the options forms above.

/** linear_intercept({.shooter, .target, .target_velocity = velocity, .speed}); bad input in the order shooter, target, velocity, speed. */
template <std::size_t N>
InterceptResult<N> linear_intercept(const Vec<N>& shooter, const Vec<N>& target, const Vec<N>& velocity,
                                    double speed) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    InterceptResult<N> bad;
    if (!detail::all_finite(shooter)) bad.error = BadInput::shooter;
    else if (!detail::all_finite(target)) bad.error = BadInput::target;
    else if (!detail::all_finite(velocity)) bad.error = BadInput::target_velocity;
    else if (!detail::valid_speed(speed)) bad.error = BadInput::speed;
    if (bad.error != BadInput::none) return bad;
    return detail::LinearProblem<N>(shooter, target, velocity, speed).solve();
}

/**
 * The pre-1.0 unchecked first hit (first_hit(options) checks its input, then calls this): the earliest hit only: writes the first hit time and the
 * unit aim and returns true, or returns false when there is no hit. The same answer as
 * linear_intercept's times[0] and aim, within 2⁻⁴⁸ relative, and hit or no hit always the
 * same; it skips the second root and the best miss.
 *
 * Most calls are answered in plain doubles (the textbook operations, in the q form) with a
 * bound on their rounding error computed alongside; the answer is kept only when the bound
 * proves it within 2⁻⁴⁸ of linear_intercept's, and a "no hit" only when it is certain. The
 * rest (near-equal speeds, near-grazing shots, extreme scales) take linear_intercept's exact
 * path. No argument checks: pass finite numbers (NaN or infinities give false); a speed that is
 * not >= 0 gives false, and so does a hit whose time overflows the double range.
 */
template <std::size_t N>
bool first_hit(const Vec<N>& shooter, const Vec<N>& target, const Vec<N>& velocity, double speed, double& time,
               Vec<N>& aim) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    using namespace detail;
    // A speed that is not a number >= 0 (NaN, negative) never makes a hit, unchecked as this path is.
    if (!(speed >= 0)) return false;
    Vec<N> R{};
    double rr = 0, vv = 0, h = 0;
    for (std::size_t i = 0; i < N; i++) {
        R[i] = target[i] - shooter[i];
        rr += R[i] * R[i];
        vv += velocity[i] * velocity[i];
        h += R[i] * velocity[i];  // b/2
    }
    const double ss = speed * speed, w = vv + ss;
    double r = -1;
    // Plain doubles where no product below can overflow or leave the normal range.
    if (rr >= 0x1p-400 && rr <= 0x1p400 && w >= 0x1p-400 && w <= 0x1p400) {
        const double margin = 0x1p-50;  // 8u: twice the worst rounding error of what it protects
        const double a = vv - ss;       // off by at most 4.1u·w from the exact |V|² − s²
        const double p1 = h * h, p2 = a * rr;
        const double d = p1 - p2;                // Δ/4, off by at most u·m plus a's share
        const double m = p1 + std::abs(p2);
        if (d < 0) {
            if (-d >= (m + w * rr) * margin) return false;  // certainly Δ < 0: no hit
        } else {
            const double sq = std::sqrt(d);
            const double q = h >= 0 ? -(h + sq) : sq - h;
            if (q < 0 && a >= 0) {
                if (a >= w * margin) return false;  // certainly a > 0: both roots negative
            } else {
                // a < 0: one root of each sign, the positive one c/q when q > 0; a > 0, q > 0:
                // both positive, c/q the smaller. Kept when its error bound is ≤ 23u.
                const double root = q > 0 ? rr / q : q / a;
                if (m + d + 4.2 * w * root * sq <= 40 * d && d >= 0x1p-900) r = root;
            }
        }
    }
    if (r > 0) {
        double ww = 0;
        for (std::size_t i = 0; i < N; i++) {
            const double wi = R[i] + velocity[i] * r;
            ww += wi * wi;
        }
        if (ww >= 0x1p-960 && ww <= 0x1p960) {
            const double k = 1 / std::sqrt(ww);
            for (std::size_t i = 0; i < N; i++) aim[i] = (R[i] + velocity[i] * r) * k;
            time = r;
            return true;
        }
    }
    // The exact path: linear_intercept's earliest root.
    const LinearProblem<N> p(shooter, target, velocity, speed);
    double tau = -1;
    if (p.c == 0) {
        tau = 0;
    } else {
        double roots[2];
        const int n = solve_quadratic(roots, p.a, p.b, p.c);
        for (int i = n - 1; i >= 0; i--)
            if (roots[i] >= 0) tau = roots[i];
    }
    if (tau < 0) return false;
    const double t = p.to_time(tau);
    if (!std::isfinite(t)) return false;
    time = t;
    aim = p.aim_at(tau);
    return true;
}

template <std::size_t N>
FirstHit<N> first_hit(const InterceptOptions<N>& o) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    FirstHit<N> out;
    if (const detail::Rejection bad = detail::check_first_hit(o)) {
        out.error = bad.argument;
        out.unsupported = bad.unsupported;
        return out;
    }
    return first_hit_unchecked(o);
}

template <std::size_t N>
FirstHit<N> first_hit_unchecked(const InterceptOptions<N>& o) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    FirstHit<N> out;
    double time = 0;
    Vec<N> aim{};
    bool hit = first_hit<N>(o.shooter, o.target, o.target_velocity, o.speed, time, aim) && time <= o.max_time;
    // A time that rounds to 0 or to a subnormal (a subnormal distance) may still be later than max_time: the
    // rare case is decided as linear_intercept decides it, in the problem's scaled units.
    if (hit && time < std::numeric_limits<double>::min())
        hit = detail::LinearProblem<N>(o.shooter, o.target, o.target_velocity, o.speed).solve(o.max_time).hit;
    if (hit) {
        out.hit = true;
        out.time = time;
        out.aim = aim;
    }
    return out;
}

/** intercept({.shooter, .target, .target_velocity = velocity, .target_acceleration = acceleration, .speed, .gravity}). */
template <std::size_t N>
InterceptResult<N> intercept(const Vec<N>& shooter, const Vec<N>& target, const Vec<N>& velocity,
                             const Vec<N>& acceleration, double speed, const Vec<N>& gravity) {
    InterceptOptions<N> o;
    o.shooter = shooter;
    o.target = target;
    o.target_velocity = velocity;
    o.target_acceleration = acceleration;
    o.speed = speed;
    o.gravity = gravity;
    return intercept(o);
}

/** ballistic_arcs({.shooter, .target, .speed, .gravity}); bad input in the order shooter, target, speed, gravity. */
template <std::size_t N>
BallisticResult<N> ballistic_arcs(const Vec<N>& shooter, const Vec<N>& target, double speed, const Vec<N>& gravity) {
    static_assert(N == 2 || N == 3, "2D or 3D vectors");
    BallisticResult<N> out;
    if (!detail::all_finite(shooter)) out.error = BadInput::shooter;
    else if (!detail::all_finite(target)) out.error = BadInput::target;
    else if (!detail::valid_speed(speed)) out.error = BadInput::speed;
    else if (!detail::all_finite(gravity)) out.error = BadInput::gravity;
    if (out.error != BadInput::none) return out;
    return detail::solve_ballistic(shooter, target, speed, gravity);
}

}  // namespace leading_target

#if !defined(__clang__) && defined(__GNUC__)
#pragma GCC pop_options
#endif
