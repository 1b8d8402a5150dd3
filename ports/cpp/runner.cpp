// The C++ port's test runner: reads cases on stdin, writes one result line per case on stdout,
// as ports/PROTOCOL.md describes. Build: g++ -std=c++17 -O2 runner.cpp -o runner
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

template <std::size_t N>
std::string intercept_line(const lt::InterceptResult<N>& r) {
    if (r.error != lt::BadInput::none) return std::string("error ") + lt::to_string(r.error);
    if (r.hit) {
        std::string s = "hit " + std::to_string(r.count);
        for (std::size_t i = 0; i < static_cast<std::size_t>(r.count); i++) s += " " + num(r.times[i]);
        return s + " " + vec(r.aim);
    }
    return std::string("miss ") + lt::to_string(r.reason) + " " + num(r.closest.time) + " " + vec(r.closest.aim) +
           " " + num(r.closest.distance);
}

template <std::size_t N>
std::string solve(const std::string& kind, std::istringstream& in) {
    const auto S = next_vec<N>(in);
    const auto T = next_vec<N>(in);
    if (kind == "linear") {
        const auto V = next_vec<N>(in);
        return intercept_line(lt::linear_intercept<N>(S, T, V, next(in)));
    }
    if (kind == "linear-first") {
        const auto V = next_vec<N>(in);
        double time = 0;
        lt::Vec<N> aim{};
        if (!lt::first_hit<N>(S, T, V, next(in), time, aim)) return "none";
        return "hit 1 " + num(time) + " " + vec(aim);
    }
    if (kind == "ballistic") {
        const auto g = next_vec<N>(in);
        const auto r = lt::ballistic_arcs<N>(S, T, next(in), g);
        if (r.error != lt::BadInput::none) return std::string("error ") + lt::to_string(r.error);
        if (r.count == 0) return std::string("noarc ") + lt::to_string(r.reason);
        std::string s = "arcs " + std::to_string(r.count);
        for (std::size_t i = 0; i < static_cast<std::size_t>(r.count); i++) s += " " + num(r.arcs[i].time) + " " + vec(r.arcs[i].launch_velocity);
        return s;
    }
    if (kind == "intercept") {
        const auto V = next_vec<N>(in);
        const auto A = next_vec<N>(in);
        const auto g = next_vec<N>(in);
        return intercept_line(lt::intercept<N>(S, T, V, A, next(in), g));
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
