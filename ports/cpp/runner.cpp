// The C++ port's test runner: reads cases on stdin, writes one result line per case on stdout,
// as ports/PROTOCOL.md describes. Every kind goes through the options entry points
// (intercept(o), linear_intercept(o), ballistic_arcs(o), first_hit(o), and for linear-first
// first_hit_unchecked(o)). Build: g++ -std=c++17 -O2 runner.cpp -o runner
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "leading_target.hpp"

namespace lt = leading_target;

namespace {

/** A number as the protocol writes it: %.17g, nan, inf, -inf. */
std::string num(double x) {
    if (std::isnan(x)) return "nan";
    if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    return buf;
}

template <std::size_t N>
std::string vec(const lt::Vec<N>& v) {
    std::string s;
    for (std::size_t i = 0; i < N; i++) s += (i ? " " : "") + num(v[i]);
    return s;
}

/** Reads the next number token (strtod accepts nan, inf, -inf and subnormals). */
double next(std::istringstream& in) {
    std::string tok;
    if (!(in >> tok)) throw std::runtime_error("missing number");
    char* end = nullptr;
    const double x = std::strtod(tok.c_str(), &end);
    if (end == tok.c_str() || *end != '\0') throw std::runtime_error("bad number " + tok);
    return x;
}

template <std::size_t N>
lt::Vec<N> next_vec(std::istringstream& in) {
    lt::Vec<N> v{};
    for (double& x : v) x = next(in);
    return v;
}

/** The protocol's name of a rejected argument (the library's option names; velocity and acceleration are the target's). */
const char* protocol_name(lt::BadInput b) {
    switch (b) {
        case lt::BadInput::target_velocity: return "velocity";
        case lt::BadInput::target_acceleration: return "acceleration";
        case lt::BadInput::shooter_velocity: return "shooterVelocity";
        case lt::BadInput::max_time: return "maxTime";
        default: return lt::to_string(b);
    }
}

/** `error <argument>` for bad input, `unsupported <option>` for an option the entry does not handle. */
std::string rejection(lt::BadInput error, bool unsupported) {
    return std::string(unsupported ? "unsupported " : "error ") + protocol_name(error);
}

template <std::size_t N>
std::string intercept_line(const lt::InterceptResult<N>& r) {
    if (r.error != lt::BadInput::none) return rejection(r.error, r.unsupported);
    if (r.hit) {
        std::string s = "hit " + std::to_string(r.count);
        for (std::size_t i = 0; i < static_cast<std::size_t>(r.count); i++) s += " " + num(r.times[i]);
        return s + " " + vec(r.aim);
    }
    return std::string("miss ") + lt::to_string(r.reason) + " " + num(r.closest.time) + " " + vec(r.closest.aim) +
           " " + num(r.closest.distance);
}

template <std::size_t N>
std::string ballistic_line(const lt::BallisticResult<N>& r) {
    if (r.error != lt::BadInput::none) return rejection(r.error, r.unsupported);
    if (r.count == 0) return std::string("noarc ") + lt::to_string(r.reason);
    std::string s = "arcs " + std::to_string(r.count);
    for (std::size_t i = 0; i < static_cast<std::size_t>(r.count); i++)
        s += " " + num(r.arcs[i].time) + " " + vec(r.arcs[i].launch_velocity);
    return s;
}

template <std::size_t N>
std::string solve(const std::string& kind, std::istringstream& in) {
    lt::InterceptOptions<N> o;
    const std::string options = "-options";
    if (kind.size() > options.size() && kind.compare(kind.size() - options.size(), options.size(), options) == 0) {
        // Every option, in the protocol's order: S U inherit T V A g speed maxTime.
        o.shooter = next_vec<N>(in);
        o.shooter_velocity = next_vec<N>(in);
        o.inherit = next(in);
        o.target = next_vec<N>(in);
        o.target_velocity = next_vec<N>(in);
        o.target_acceleration = next_vec<N>(in);
        o.gravity = next_vec<N>(in);
        o.speed = next(in);
        o.max_time = next(in);
        const std::string entry = kind.substr(0, kind.size() - options.size());
        if (entry == "intercept") return intercept_line(lt::intercept(o));
        if (entry == "linear") return intercept_line(lt::linear_intercept(o));
        if (entry == "ballistic") return ballistic_line(lt::ballistic_arcs(o));
        if (entry == "first") {
            const auto r = lt::first_hit(o);
            if (r.error != lt::BadInput::none) return rejection(r.error, r.unsupported);
            return r.hit ? "hit 1 " + num(r.time) + " " + vec(r.aim) : "none";
        }
        throw std::runtime_error("unknown kind " + kind);
    }
    o.shooter = next_vec<N>(in);
    o.target = next_vec<N>(in);
    if (kind == "linear") {
        o.target_velocity = next_vec<N>(in);
        o.speed = next(in);
        return intercept_line(lt::linear_intercept(o));
    }
    if (kind == "linear-first") {
        // The unchecked fast path: a speed that is not >= 0 gives no hit, not an error.
        o.target_velocity = next_vec<N>(in);
        o.speed = next(in);
        const auto r = lt::first_hit_unchecked(o);
        return r.hit ? "hit 1 " + num(r.time) + " " + vec(r.aim) : "none";
    }
    if (kind == "ballistic") {
        o.gravity = next_vec<N>(in);
        o.speed = next(in);
        return ballistic_line(lt::ballistic_arcs(o));
    }
    if (kind == "intercept") {
        o.target_velocity = next_vec<N>(in);
        o.target_acceleration = next_vec<N>(in);
        o.gravity = next_vec<N>(in);
        o.speed = next(in);
        return intercept_line(lt::intercept(o));
    }
    throw std::runtime_error("unknown kind " + kind);
}

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string id, kind;
        int dim = 0;
        if (!(in >> id)) continue;  // empty line
        try {
            if (!(in >> kind >> dim)) throw std::runtime_error("missing kind or dimension");
            if (dim != 2 && dim != 3) throw std::runtime_error("dimension must be 2 or 3");
            std::cout << id << ' ' << (dim == 2 ? solve<2>(kind, in) : solve<3>(kind, in)) << '\n';
        } catch (const std::exception& e) {
            std::cerr << "runner: " << id << ": " << e.what() << '\n';
            return 2;
        }
    }
    return 0;
}
