// The C++ quick start (Unreal-style: z up, centimetres), compiled and run by tests/ports/cpp.test.ts,
// which checks its output against the TypeScript library. In Unreal, convert at the edges:
// lt::Vec<3>{Location.X, Location.Y, Location.Z}, and FVector(r.aim[0], r.aim[1], r.aim[2]).
#include <cstdio>

#include "../../../ports/cpp/leading_target.hpp"

namespace lt = leading_target;

int main() {
    // A turret at the origin, a drone 50 m ahead and 3 m up crossing at 5 m/s, shells at 30 m/s.
    const lt::InterceptOptions<3> shot{
        .shooter = {0, 0, 0},
        .target = {5000, 0, 300},
        .target_velocity = {0, 500, 0},
        .speed = 3000,
        .gravity = {0, 0, -980},  // cm/s², z up
    };
    const auto r = lt::intercept(shot);
    if (r.error != lt::BadInput::none) {
        std::printf("bad input: %s\n", lt::to_string(r.error));
    } else if (r.hit) {
        std::printf("hits %d, first at %.4f s, aim %.4f %.4f %.4f\n", r.count, r.times[0], r.aim[0], r.aim[1], r.aim[2]);
    } else {
        std::printf("no hit: %s\n", lt::to_string(r.reason));
    }
    // The same shot from the straight-line solver is refused, not solved without gravity.
    const auto l = lt::linear_intercept(shot);
    std::printf("linear_intercept: %s %s\n", lt::to_string(l.error), l.unsupported ? "unsupported" : "bad");
    return 0;
}
