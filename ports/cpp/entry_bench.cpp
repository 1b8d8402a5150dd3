// The C++ port's entry points side by side on one set of constant-velocity scenes (no gravity, no
// acceleration): linear_intercept, intercept (which must take the linear path there, not build the
// quartic first), first_hit, each in its options form and its pre-1.0 positional form. Prints a
// Markdown table of ns per call (CPU time, median of 9 runs of >= 50 ms after a warm-up).
// Run: node scripts/ports-bench.mjs --entry-points [--header <path>] (g++ -std=c++17 -O2). With an
// older header (no LEADING_TARGET_VERSION) only the positional rows are measured: a before/after.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#ifdef LT_HEADER
#include LT_HEADER
#else
#include "leading_target.hpp"
#endif

namespace lt = leading_target;

namespace {

constexpr int kCases = 1024;

// mulberry32, seeded: the same scenes on every machine.
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

struct Scene {
    lt::Vec<3> shooter, target, velocity;
    double speed;
};

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

/** ns per call of body(i): median of 9 runs of >= 50 ms each, after a warm-up that finds the count. */
template <class F>
double measure(F body, double& checksum) {
    long calls = 1024;
    for (;;) {
        const double t0 = cpu_seconds();
        for (long i = 0; i < calls; i++) checksum += body(static_cast<int>(i & (kCases - 1)));
        if (cpu_seconds() - t0 >= 0.05) break;
        calls *= 2;
    }
    std::vector<double> ns;
    for (int run = 0; run < 9; run++) {
        const double t0 = cpu_seconds();
        for (long i = 0; i < calls; i++) checksum += body(static_cast<int>(i & (kCases - 1)));
        ns.push_back((cpu_seconds() - t0) * 1e9 / static_cast<double>(calls));
    }
    std::sort(ns.begin(), ns.end());
    return ns[4];
}

}  // namespace

int main() {
    Random rnd{0x5eed};
    const auto uni = [&](double lo, double hi) { return lo + (hi - lo) * rnd(); };
    std::vector<Scene> scenes(kCases);
    for (Scene& c : scenes) {
        for (std::size_t k = 0; k < 3; k++) c.shooter[k] = uni(-50, 50);
        for (std::size_t k = 0; k < 3; k++) c.target[k] = c.shooter[k] + uni(-200, 200);
        for (std::size_t k = 0; k < 3; k++) c.velocity[k] = uni(-30, 30);
        c.speed = uni(10, 60);
    }
    const lt::Vec<3> zero{};
    double checksum = 0;
    struct Row {
        std::string name;
        double ns;
    };
    std::vector<Row> rows;
    lt::Vec<3> aim{};
    double time = 0;

    const double linear = measure([&](int i) {
        const Scene& c = scenes[static_cast<std::size_t>(i)];
        const auto r = lt::linear_intercept<3>(c.shooter, c.target, c.velocity, c.speed);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum);
    rows.push_back({"`linear_intercept(S, T, V, s)` (positional, pre-1.0)", linear});
    rows.push_back({"`intercept(S, T, V, 0, s, 0)` (positional, pre-1.0), no gravity, no acceleration", measure([&](int i) {
        const Scene& c = scenes[static_cast<std::size_t>(i)];
        const auto r = lt::intercept<3>(c.shooter, c.target, c.velocity, zero, c.speed, zero);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum)});
    rows.push_back({"`first_hit(S, T, V, s, time, aim)` (positional, unchecked)", measure([&](int i) {
        const Scene& c = scenes[static_cast<std::size_t>(i)];
        return lt::first_hit<3>(c.shooter, c.target, c.velocity, c.speed, time, aim) ? time + aim[0] : 0.0;
    }, checksum)});
#ifdef LEADING_TARGET_VERSION
    std::vector<lt::InterceptOptions<3>> options(kCases);
    for (std::size_t i = 0; i < options.size(); i++) {
        options[i].shooter = scenes[i].shooter;
        options[i].target = scenes[i].target;
        options[i].target_velocity = scenes[i].velocity;
        options[i].speed = scenes[i].speed;
    }
    rows.push_back({"`linear_intercept(options)`", measure([&](int i) {
        const auto r = lt::linear_intercept(options[static_cast<std::size_t>(i)]);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum)});
    rows.push_back({"`intercept(options)`, no gravity, no acceleration", measure([&](int i) {
        const auto r = lt::intercept(options[static_cast<std::size_t>(i)]);
        return r.hit ? r.times[0] + r.aim[0] : r.closest.time;
    }, checksum)});
    rows.push_back({"`first_hit(options)` (checked)", measure([&](int i) {
        const auto r = lt::first_hit(options[static_cast<std::size_t>(i)]);
        return r.hit ? r.time + r.aim[0] : 0.0;
    }, checksum)});
    rows.push_back({"`first_hit_unchecked(options)`", measure([&](int i) {
        const auto r = lt::first_hit_unchecked(options[static_cast<std::size_t>(i)]);
        return r.hit ? r.time + r.aim[0] : 0.0;
    }, checksum)});
#endif
    std::printf("| entry point, 3D, %d constant-velocity scenes | ns/call | × `linear_intercept` |\n| --- | --- | --- |\n",
                kCases);
    for (const Row& r : rows) std::printf("| %s | %.1f | %.2f× |\n", r.name.c_str(), r.ns, r.ns / linear);
    std::printf("\nChecksum (keeps the calls alive): %.1f\n", checksum);
    return 0;
}
