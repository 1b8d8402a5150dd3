// Benchmark of the C++ port (ports/cpp/leading_target.hpp) beside the textbook formulas, in
// the same run, on the same 1024 seeded cases as the TypeScript benchmark (bench/intercept.bench.ts:
// same generator, same seed, same order of draws). Prints a Markdown table.
// Build and run: npm run bench:ports (g++ -std=c++17 -O2).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "../../ports/cpp/leading_target.hpp"

namespace lt = leading_target;

namespace {

constexpr int N = 1024;
constexpr int MASK = N - 1;

// mulberry32, as bench/harness.ts's random(seed).
struct Random {
    std::uint32_t s;
    double operator()() {
        s += 0x6d2b79f5u;
        std::uint32_t t = s;
        t = (t ^ (t >> 15)) * (t | 1u);
        t ^= t + (t ^ (t >> 7)) * (t | 61u);
        return static_cast<double>(t ^ (t >> 14)) / 4294967296.0;
    }
};

Random rnd{0x5eed};
double uniform(double lo, double hi) { return lo + (hi - lo) * rnd(); }
std::vector<double> random_vec(int dim, double scale) {
    std::vector<double> v(dim);
    for (double& x : v) x = uniform(-scale, scale);
    return v;
}

template <std::size_t D>
struct LinearCases {
    std::vector<lt::Vec<D>> shooter, target, velocity;
    std::vector<double> speed;
};

template <std::size_t D>
LinearCases<D> linear_cases() {
    LinearCases<D> c;
    for (int i = 0; i < N; i++) {
        lt::Vec<D> s{}, t{}, v{};
        const auto sv = random_vec(D, 50);
        for (std::size_t k = 0; k < D; k++) s[k] = sv[k];
        // As the TypeScript: s.map((x, k) => x + randomVec(dim, 200)[k]) draws dim numbers per component.
        for (std::size_t k = 0; k < D; k++) t[k] = s[k] + random_vec(D, 200)[k];
        const auto vv = random_vec(D, 30);
        for (std::size_t k = 0; k < D; k++) v[k] = vv[k];
        c.shooter.push_back(s);
        c.target.push_back(t);
        c.velocity.push_back(v);
        c.speed.push_back(uniform(10, 60));
    }
    return c;
}

/** The textbook quadratic formula (bench/baselines.ts naiveLinearIntercept): a = |V|² − s², t = (−b ± √(b² − 4ac))/2a. */
template <std::size_t D>
double naive_linear(lt::Vec<D>& aim, const lt::Vec<D>& S, const lt::Vec<D>& T, const lt::Vec<D>& V, double s) {
    double a = -s * s, b = 0, c = 0;
    for (std::size_t i = 0; i < D; i++) {
        const double r = T[i] - S[i];
        a += V[i] * V[i];
        b += 2 * r * V[i];
        c += r * r;
    }
    double t = -1;
    if (a == 0) {
        if (b != 0) t = -c / b;
    } else {
        const double disc = b * b - 4 * a * c;
        if (disc >= 0) {
            const double sq = std::sqrt(disc);
            const double t1 = (-b - sq) / (2 * a), t2 = (-b + sq) / (2 * a);
            const double lo = std::min(t1, t2), hi = std::max(t1, t2);
            t = lo >= 0 ? lo : hi;
        }
    }
    if (!(t > 0)) {
        if (c == 0) {
            aim = lt::Vec<D>{};
            return 0;
        }
        return -1;
    }
    const double k = 1 / (s * t);
    for (std::size_t i = 0; i < D; i++) aim[i] = (T[i] - S[i] + V[i] * t) * k;
    return t;
}

/** The textbook angle formula tan θ = (v² ∓ √(v⁴ − g(g·x² + 2·y·v²)))/(g·x), y up (baselines.ts naiveBallisticAngles). */
int naive_angles(double out[2], const lt::Vec<3>& S, const lt::Vec<3>& T, double v, double g) {
    const double dx = T[0] - S[0], dz = T[2] - S[2];
    const double x = std::sqrt(dx * dx + dz * dz), y = T[1] - S[1];
    const double v2 = v * v;
    const double disc = v2 * v2 - g * (g * x * x + 2 * y * v2);
    if (disc < 0) return 0;
    const double sq = std::sqrt(disc);
    out[0] = std::atan((v2 - sq) / (g * x));
    out[1] = std::atan((v2 + sq) / (g * x));
    return 2;
}

struct Measure {
    double median, min, max;
};

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

/** ns per call of body(i): CPU time, median of 9 runs of ≥ 50 ms each after a warm-up. */
template <class F>
Measure measure(F body, double& checksum) {
    long calls = 1024;
    for (;;) {  // warm up, and find a count that takes ≥ 50 ms
        const double t0 = cpu_seconds();
        for (long i = 0; i < calls; i++) checksum += body(static_cast<int>(i & MASK));
        if (cpu_seconds() - t0 >= 0.05) break;
        calls *= 2;
    }
    std::vector<double> ns;
    for (int run = 0; run < 9; run++) {
        const double t0 = cpu_seconds();
        for (long i = 0; i < calls; i++) checksum += body(static_cast<int>(i & MASK));
        ns.push_back((cpu_seconds() - t0) * 1e9 / calls);
    }
    std::sort(ns.begin(), ns.end());
    return {ns[4], ns.front(), ns.back()};
}

std::string fmt(double x, int digits = 1) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", digits, x);
    return buf;
}

}  // namespace

int main() {
    // The cases, drawn in the TypeScript benchmark's order: linear 2D, linear 3D, quartic, ballistic.
    const auto lin2 = linear_cases<2>();
    const auto lin3 = linear_cases<3>();
    auto quart = linear_cases<3>();
    std::vector<lt::Vec<3>> accel;
    for (int i = 0; i < N; i++) {
        lt::Vec<3> a{};
        if (!(rnd() < 0.5)) {
            const auto v = random_vec(3, 3);
            a = {v[0], v[1], v[2]};
        }
        accel.push_back(a);
    }
    for (int i = 0; i < N; i++) quart.target[i][1] = quart.shooter[i][1] + uniform(-20, 60);
    std::vector<lt::Vec<3>> bs, bt;
    std::vector<double> bspeed;
    for (int i = 0; i < N; i++) {
        const auto s = random_vec(3, 50);
        lt::Vec<3> shooter{s[0], s[1], s[2]};
        const double tx = uniform(-150, 150), ty = uniform(-20, 40), tz = uniform(-150, 150);
        bs.push_back(shooter);
        bt.push_back({shooter[0] + tx, shooter[1] + ty, shooter[2] + tz});
        bspeed.push_back(uniform(30, 60));
    }
    const lt::Vec<3> gravity{0, -9.81, 0};

    double checksum = 0;
    struct Row {
        std::string name;
        Measure m;
        double baseline;
        int hits;
    };
    std::vector<Row> rows;
    const auto count_hits = [](auto f) {
        int h = 0;
        for (int i = 0; i < N; i++) h += f(i) ? 1 : 0;
        return h;
    };

    const Measure loop = measure([&](int i) { return lin3.speed[i]; }, checksum);
    rows.push_back({"loop overhead (case lookup only)", loop, 0, -1});

    lt::Vec<2> aim2{};
    lt::Vec<3> aim3{};
    const Measure n2 = measure([&](int i) { return naive_linear<2>(aim2, lin2.shooter[i], lin2.target[i], lin2.velocity[i], lin2.speed[i]) + aim2[0]; }, checksum);
    rows.push_back({"textbook quadratic formula, 2D", n2, 0, count_hits([&](int i) { return naive_linear<2>(aim2, lin2.shooter[i], lin2.target[i], lin2.velocity[i], lin2.speed[i]) >= 0; })});
    const Measure p2 = measure([&](int i) {
        const auto r = lt::linear_intercept<2>(lin2.shooter[i], lin2.target[i], lin2.velocity[i], lin2.speed[i]);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum);
    rows.push_back({"`linear_intercept`, 2D (every hit time and the aim, or the reason and the best miss)", p2, n2.median,
                    count_hits([&](int i) { return lt::linear_intercept<2>(lin2.shooter[i], lin2.target[i], lin2.velocity[i], lin2.speed[i]).hit; })});
    double time = 0;
    const Measure f2 = measure([&](int i) {
        return lt::first_hit<2>(lin2.shooter[i], lin2.target[i], lin2.velocity[i], lin2.speed[i], time, aim2) ? time + aim2[0] : 0.0;
    }, checksum);
    rows.push_back({"`first_hit`, 2D (earliest hit and aim only)", f2, n2.median,
                    count_hits([&](int i) { return lt::first_hit<2>(lin2.shooter[i], lin2.target[i], lin2.velocity[i], lin2.speed[i], time, aim2); })});
    const Measure n3 = measure([&](int i) { return naive_linear<3>(aim3, lin3.shooter[i], lin3.target[i], lin3.velocity[i], lin3.speed[i]) + aim3[0]; }, checksum);
    rows.push_back({"textbook quadratic formula, 3D", n3, 0, count_hits([&](int i) { return naive_linear<3>(aim3, lin3.shooter[i], lin3.target[i], lin3.velocity[i], lin3.speed[i]) >= 0; })});
    const Measure p3 = measure([&](int i) {
        const auto r = lt::linear_intercept<3>(lin3.shooter[i], lin3.target[i], lin3.velocity[i], lin3.speed[i]);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum);
    rows.push_back({"`linear_intercept`, 3D", p3, n3.median,
                    count_hits([&](int i) { return lt::linear_intercept<3>(lin3.shooter[i], lin3.target[i], lin3.velocity[i], lin3.speed[i]).hit; })});
    const Measure f3 = measure([&](int i) {
        return lt::first_hit<3>(lin3.shooter[i], lin3.target[i], lin3.velocity[i], lin3.speed[i], time, aim3) ? time + aim3[0] : 0.0;
    }, checksum);
    rows.push_back({"`first_hit`, 3D", f3, n3.median,
                    count_hits([&](int i) { return lt::first_hit<3>(lin3.shooter[i], lin3.target[i], lin3.velocity[i], lin3.speed[i], time, aim3); })});

    double angles[2];
    const Measure nb = measure([&](int i) { return naive_angles(angles, bs[i], bt[i], bspeed[i], 9.81) ? angles[0] : 0.0; }, checksum);
    rows.push_back({"textbook angle formula tan α = (s² ∓ √…)/(g·x), 3D", nb, 0, count_hits([&](int i) { return naive_angles(angles, bs[i], bt[i], bspeed[i], 9.81) > 0; })});
    const Measure pb = measure([&](int i) {
        const auto r = lt::ballistic_arcs<3>(bs[i], bt[i], bspeed[i], gravity);
        return r.count ? r.arcs[0].time + r.arcs[0].aim[1] : 0.0;
    }, checksum);
    rows.push_back({"`ballistic_arcs`, 3D (both arcs: times, aims, velocities, elevations)", pb, nb.median,
                    count_hits([&](int i) { return lt::ballistic_arcs<3>(bs[i], bt[i], bspeed[i], gravity).count > 0; })});

    const Measure pq = measure([&](int i) {
        const auto r = lt::intercept<3>(quart.shooter[i], quart.target[i], quart.velocity[i], accel[i], quart.speed[i], gravity);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum);
    rows.push_back({"`intercept` (quartic: every hit time, or the best miss), gravity, half the cases with target acceleration, 3D", pq, 0,
                    count_hits([&](int i) { return lt::intercept<3>(quart.shooter[i], quart.target[i], quart.velocity[i], accel[i], quart.speed[i], gravity).hit; })});

    std::printf("| function | ns/call (min–max) | textbook ns/call | ratio | hits |\n| --- | --- | --- | --- | --- |\n");
    for (const Row& r : rows) {
        std::printf("| %s | %s (%s–%s) | %s | %s | %s |\n", r.name.c_str(), fmt(r.m.median).c_str(), fmt(r.m.min).c_str(),
                    fmt(r.m.max).c_str(), r.baseline > 0 ? fmt(r.baseline).c_str() : "",
                    r.baseline > 0 ? (fmt(r.m.median / r.baseline, 2) + "×").c_str() : "",
                    r.hits >= 0 ? (std::to_string((r.hits * 100 + N / 2) / N) + " %").c_str() : "");
    }
    std::printf("\nChecksum (keeps the calls alive): %.1f\n", checksum);
    return 0;
}
