// cs-bench.cs: ns per call of the C# port (ports/csharp/LeadingTarget.cs) beside the textbook
// formulas, in the same run. `npm run bench:ports:cs` compiles it with the port and runs it on Mono:
//   mcs -optimize+ -out:cs-bench.exe ports/csharp/LeadingTarget.cs bench/ports/cs-bench.cs && mono cs-bench.exe
// Cases as in bench/intercept.bench.ts: 1024 seeded random scenes per row, cycled (3D; shooter in
// ±50, target within ±200 of it, target velocity ±30, speed 10…60; the quartic rows add gravity
// 9.81 down and, in half the cases, a target acceleration ±3; the arcs have standing targets
// within ±150 across and −20…40 up at speed 30…60). CPU-time medians of 9 runs of ≥ 50 ms each
// after warm-up, minus nothing (the loop's own cost is printed as a row). GCs: collections of
// generation 0 during 10⁶ calls (0 means the call allocates nothing).

using System;
using System.Diagnostics;
using LeadingTheTarget;

public static class CsBench
{
    const int N = 1024, Mask = N - 1;
    static readonly Vec3[] shooter = new Vec3[N], target = new Vec3[N], velocity = new Vec3[N];
    static readonly Vec3[] accel = new Vec3[N], qTarget = new Vec3[N], aTarget = new Vec3[N];
    static readonly double[] speed = new double[N], aSpeed = new double[N];
    static readonly InterceptOptions[] options = new InterceptOptions[N];
    static readonly Vec3 Gravity = new Vec3(0, -9.81, 0);
    static uint state = 0x5eed;

    /// <summary>mulberry32, uniform in [0, 1).</summary>
    static double Rnd()
    {
        state += 0x6d2b79f5;
        uint t = state;
        t = (t ^ (t >> 15)) * (t | 1);
        t ^= t + (t ^ (t >> 7)) * (t | 61);
        return (t ^ (t >> 14)) / 4294967296.0;
    }

    static double Uni(double lo, double hi) { return lo + (hi - lo) * Rnd(); }

    static Vec3 RandomVec(double r) { return new Vec3(Uni(-r, r), Uni(-r, r), Uni(-r, r)); }

    static void MakeCases()
    {
        for (int i = 0; i < N; i++)
        {
            shooter[i] = RandomVec(50);
            target[i] = shooter[i] + RandomVec(200);
            velocity[i] = RandomVec(30);
            speed[i] = Uni(10, 60);
            accel[i] = Rnd() < 0.5 ? new Vec3(0, 0, 0) : RandomVec(3);
            qTarget[i] = new Vec3(target[i].X, shooter[i].Y + Uni(-20, 60), target[i].Z);
            aTarget[i] = new Vec3(shooter[i].X + Uni(-150, 150), shooter[i].Y + Uni(-20, 40), shooter[i].Z + Uni(-150, 150));
            aSpeed[i] = Uni(30, 60);
            var o = new InterceptOptions();
            o.Shooter = shooter[i];
            o.Target = qTarget[i];
            o.TargetVelocity = velocity[i];
            o.TargetAcceleration = accel[i];
            o.Speed = speed[i];
            o.Gravity = Gravity;
            options[i] = o;
        }
    }

    /// <summary>The textbook quadratic formula: t = (−b ± √(b² − 4ac))/2a, no care for cancellation.</summary>
    static double NaiveLinear(Vec3 S, Vec3 T, Vec3 V, double s, out Vec3 aim)
    {
        Vec3 R = T - S;
        double a = Vec3.Dot(V, V) - s * s, b = 2 * Vec3.Dot(R, V), c = Vec3.Dot(R, R), t = -1;
        aim = new Vec3(0, 0, 0);
        if (a == 0)
        {
            if (b != 0) t = -c / b;
        }
        else
        {
            double disc = b * b - 4 * a * c;
            if (disc >= 0)
            {
                double sq = Math.Sqrt(disc), t1 = (-b - sq) / (2 * a), t2 = (-b + sq) / (2 * a);
                double lo = Math.Min(t1, t2), hi = Math.Max(t1, t2);
                t = lo >= 0 ? lo : hi;
            }
        }
        if (!(t > 0)) return c == 0 ? 0 : -1;
        aim = (R + V * t) * (1 / (s * t));
        return t;
    }

    /// <summary>The textbook angle formula, y up: tan θ = (v² ∓ √(v⁴ − g(g·x² + 2·y·v²)))/(g·x).</summary>
    static int NaiveAngles(Vec3 S, Vec3 T, double v, double g, out double low, out double high)
    {
        double dx = T.X - S.X, dz = T.Z - S.Z, x = Math.Sqrt(dx * dx + dz * dz), y = T.Y - S.Y, v2 = v * v;
        double disc = v2 * v2 - g * (g * x * x + 2 * y * v2);
        low = high = 0;
        if (disc < 0) return 0;
        double sq = Math.Sqrt(disc);
        low = Math.Atan((v2 - sq) / (g * x));
        high = Math.Atan((v2 + sq) / (g * x));
        return 2;
    }

    const double Eps = 1e-9;

    static bool IsZero(double x) { return x > -Eps && x < Eps; }

    /// <summary>
    /// Real roots of x³ + A·x² + B·x + C by Cardano's formula (Schwarze, Graphics Gems I, absolute
    /// 1e-9 tests), as bench/baselines.ts's cardanoCubic: into out[offset…], returns how many.
    /// </summary>
    static int CardanoCubic(double[] output, int offset, double A, double B, double C)
    {
        double sqA = A * A, p = (1.0 / 3) * (-(1.0 / 3) * sqA + B);
        double q = 0.5 * ((2.0 / 27) * A * sqA - (1.0 / 3) * A * B + C);
        double cbP = p * p * p, D = q * q + cbP;
        int n;
        if (IsZero(D))
        {
            if (IsZero(q))
            {
                output[offset] = 0;
                n = 1;
            }
            else
            {
                double u = Math.Cbrt(-q);
                output[offset] = 2 * u;
                output[offset + 1] = -u;
                n = 2;
            }
        }
        else if (D < 0)
        {
            double phi = (1.0 / 3) * Math.Acos(-q / Math.Sqrt(-cbP)), t = 2 * Math.Sqrt(-p);
            output[offset] = t * Math.Cos(phi);
            output[offset + 1] = -t * Math.Cos(phi + Math.PI / 3);
            output[offset + 2] = -t * Math.Cos(phi - Math.PI / 3);
            n = 3;
        }
        else
        {
            double sqD = Math.Sqrt(D);
            output[offset] = Math.Cbrt(sqD - q) - Math.Cbrt(sqD + q);
            n = 1;
        }
        for (int i = 0; i < n; i++) output[offset + i] -= A / 3;
        return n;
    }

    static readonly double[] ferrariRoots = new double[4];

    /// <summary>
    /// The closed-form quartic intercept of bench/baselines.ts (ferrariIntercept): Ferrari's method
    /// with Cardano's resolvent and absolute 1e-9 epsilons; the earliest positive root, or −1.
    /// </summary>
    static double FerrariIntercept(Vec3 S, Vec3 T, Vec3 V, Vec3 A, Vec3 g, double speed, out Vec3 aim)
    {
        Vec3 R = T - S, G = A - g;
        double c4 = Vec3.Dot(G, G) / 4, c3 = Vec3.Dot(V, G), c2 = Vec3.Dot(V, V) + Vec3.Dot(R, G) - speed * speed;
        double c1 = 2 * Vec3.Dot(R, V), c0 = Vec3.Dot(R, R);
        double a = c3 / c4, b = c2 / c4, c = c1 / c4, d = c0 / c4, sqA = a * a;
        double p = -(3.0 / 8) * sqA + b, q = (1.0 / 8) * sqA * a - 0.5 * a * b + c;
        double r = -(3.0 / 256) * sqA * sqA + (1.0 / 16) * sqA * b - 0.25 * a * c + d;
        double[] x = ferrariRoots;
        int n = 0;
        aim = new Vec3(0, 0, 0);
        if (IsZero(r))
        {
            x[0] = 0;
            n = 1 + CardanoCubic(x, 1, 0, p, q);
        }
        else
        {
            double a2 = -0.5 * p, a1 = -r, a0 = 0.5 * r * p - 0.125 * q * q, sq2 = a2 * a2;
            double pp = (1.0 / 3) * (-(1.0 / 3) * sq2 + a1), qq = 0.5 * ((2.0 / 27) * a2 * sq2 - (1.0 / 3) * a2 * a1 + a0);
            double cb = pp * pp * pp, disc = qq * qq + cb, z;
            if (IsZero(disc)) z = IsZero(qq) ? 0 : 2 * Math.Cbrt(-qq);
            else if (disc < 0) z = 2 * Math.Sqrt(-pp) * Math.Cos((1.0 / 3) * Math.Acos(-qq / Math.Sqrt(-cb)));
            else
            {
                double sd = Math.Sqrt(disc);
                z = Math.Cbrt(sd - qq) - Math.Cbrt(sd + qq);
            }
            z -= a2 / 3;
            double u = z * z - r, v = 2 * z - p;
            if (IsZero(u)) u = 0;
            else if (u > 0) u = Math.Sqrt(u);
            else return -1;
            if (IsZero(v)) v = 0;
            else if (v > 0) v = Math.Sqrt(v);
            else return -1;
            for (int k = 0; k < 2; k++)
            {
                double bb = (q < 0) == (k == 0) ? -v : v, cc = k == 0 ? z - u : z + u, dd = 0.25 * bb * bb - cc;
                if (IsZero(dd)) x[n++] = -0.5 * bb;
                else if (dd > 0)
                {
                    double sd = Math.Sqrt(dd);
                    x[n++] = sd - 0.5 * bb;
                    x[n++] = -sd - 0.5 * bb;
                }
            }
        }
        double t = double.PositiveInfinity;
        for (int i = 0; i < n; i++)
        {
            double root = x[i] - a / 4;
            if (root > 0 && root < t) t = root;
        }
        if (double.IsInfinity(t)) return -1;
        aim = (R + V * t + G * (0.5 * t * t)) * (1 / (speed * t));
        return t;
    }

    static double sink;

    /// <summary>ns per call: median of 9 runs of ≥ 50 ms each; and gen-0 GCs during 10⁶ calls.</summary>
    static void Row(string name, Func<int, double> loop, string baselineName, double baselineNs)
    {
        sink += loop(20000); // warm-up (JIT)
        int n = 1000;
        while (true)
        {
            double t0 = CpuMs();
            sink += loop(n);
            if (CpuMs() - t0 >= 50) break;
            n *= 2;
        }
        var runs = new double[9];
        for (int r = 0; r < runs.Length; r++)
        {
            double t0 = CpuMs();
            sink += loop(n);
            runs[r] = (CpuMs() - t0) * 1e6 / n;
        }
        Array.Sort(runs);
        double ns = runs[runs.Length / 2];
        int gc0 = GC.CollectionCount(0);
        sink += loop(1000000);
        int gcs = GC.CollectionCount(0) - gc0;
        string ratio = baselineNs > 0 ? (ns / baselineNs).ToString("0.0") + "×" : "";
        Console.WriteLine("| " + name.PadRight(58) + " | " + ns.ToString("0.0").PadLeft(7) + " | " +
            (baselineName + (baselineNs > 0 ? " " + baselineNs.ToString("0.0") : "")).PadRight(28) + " | " +
            ratio.PadLeft(6) + " | " + gcs.ToString().PadLeft(4) + " |");
        last = ns;
    }

    static double last;

    static readonly Process self = Process.GetCurrentProcess();
    static readonly bool schedstat = System.IO.File.Exists("/proc/thread-self/schedstat");

    /// <summary>
    /// CPU time of this thread in ms (Linux: /proc/thread-self/schedstat, in ns), steadier than the
    /// wall clock on a busy machine; elsewhere the process's CPU time.
    /// </summary>
    static double CpuMs()
    {
        if (schedstat)
        {
            string text = System.IO.File.ReadAllText("/proc/thread-self/schedstat");
            return long.Parse(text.Split(' ')[0], System.Globalization.CultureInfo.InvariantCulture) / 1e6;
        }
        self.Refresh();
        return self.TotalProcessorTime.TotalMilliseconds;
    }

    public static void Main()
    {
        MakeCases();
        Console.WriteLine("C# port on Mono " + MonoVersion() + ", " + Environment.ProcessorCount + " cores; ns per call (CPU time, median of 9)");
        Console.WriteLine();
        Console.WriteLine("| function                                                   | ns/call | baseline in the same run     |  ratio |  GCs |");
        Console.WriteLine("| ---------------------------------------------------------- | ------- | ---------------------------- | ------ | ---- |");
        Row("loop overhead (reading the cases)", n =>
        {
            double s = 0;
            for (int i = 0; i < n; i++) s += speed[i & Mask] + target[i & Mask].X;
            return s;
        }, "", 0);
        Row("textbook quadratic formula (baseline)", n =>
        {
            double s = 0;
            Vec3 aim;
            for (int i = 0; i < n; i++)
            {
                int k = i & Mask;
                s += NaiveLinear(shooter[k], target[k], velocity[k], speed[k], out aim) + aim.X;
            }
            return s;
        }, "", 0);
        double naiveLinear = last;
        Row("TryLinearIntercept (earliest hit, aim)", n =>
        {
            double s = 0, t;
            Vec3 aim;
            for (int i = 0; i < n; i++)
            {
                int k = i & Mask;
                if (LeadingTarget.TryLinearIntercept(shooter[k], target[k], velocity[k], speed[k], out t, out aim)) s += t + aim.X;
            }
            return s;
        }, "textbook quadratic", naiveLinear);
        Row("LinearIntercept (every time, or the best miss)", n =>
        {
            double s = 0;
            for (int i = 0; i < n; i++)
            {
                int k = i & Mask;
                InterceptResult r = LeadingTarget.LinearIntercept(shooter[k], target[k], velocity[k], speed[k]);
                s += r.Hit ? r.Time : r.Closest.Time;
            }
            return s;
        }, "textbook quadratic", naiveLinear);
        Row("textbook angle formula (baseline)", n =>
        {
            double s = 0, lo, hi;
            for (int i = 0; i < n; i++)
            {
                int k = i & Mask;
                s += NaiveAngles(shooter[k], aTarget[k], aSpeed[k], 9.81, out lo, out hi) + lo;
            }
            return s;
        }, "", 0);
        double naiveAngles = last;
        Row("BallisticArcs (low and high arcs, elevations)", n =>
        {
            double s = 0;
            for (int i = 0; i < n; i++)
            {
                int k = i & Mask;
                BallisticResult r = LeadingTarget.BallisticArcs(shooter[k], aTarget[k], aSpeed[k], Gravity);
                s += r.Count + r.Low.Time;
            }
            return s;
        }, "textbook angle formula", naiveAngles);
        Row("closed-form Ferrari/Cardano quartic (baseline)", n =>
        {
            double s = 0;
            Vec3 aim;
            for (int i = 0; i < n; i++)
            {
                int k = i & Mask;
                s += FerrariIntercept(shooter[k], qTarget[k], velocity[k], accel[k], Gravity, speed[k], out aim) + aim.X;
            }
            return s;
        }, "", 0);
        double ferrari = last;
        Row("TryIntercept (quartic, earliest hit, aim)", n =>
        {
            double s = 0, t;
            Vec3 aim;
            for (int i = 0; i < n; i++)
                if (LeadingTarget.TryIntercept(options[i & Mask], out t, out aim)) s += t + aim.X;
            return s;
        }, "closed-form Ferrari", ferrari);
        Row("Intercept (quartic, every hit time, or the best miss)", n =>
        {
            double s = 0;
            for (int i = 0; i < n; i++)
            {
                InterceptResult r = LeadingTarget.Intercept(options[i & Mask]);
                s += r.Hit ? r.Time : r.Closest.Time;
            }
            return s;
        }, "closed-form Ferrari", ferrari);
        int hits = 0, disagree = 0;
        for (int k = 0; k < N; k++)
        {
            double t, tf;
            Vec3 aim;
            bool hit = LeadingTarget.TryIntercept(options[k], out t, out aim);
            if (hit) hits++;
            tf = FerrariIntercept(shooter[k], qTarget[k], velocity[k], accel[k], Gravity, speed[k], out aim);
            if (hit != (tf > 0) || (hit && Math.Abs(tf - t) > 1e-6 * t)) disagree++;
        }
        Console.WriteLine();
        Console.WriteLine("Quartic cases with a hit: " + hits + " of " + N + "; the Ferrari baseline disagrees on " + disagree +
            " (hit vs no hit, or the earliest time off by more than 1e-6 relative). (checksum " + sink.ToString("G6") + ")");
    }

    static string MonoVersion()
    {
        Type t = Type.GetType("Mono.Runtime");
        if (t == null) return "(not Mono)";
        var m = t.GetMethod("GetDisplayName", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static);
        return m == null ? "" : (string)m.Invoke(null, null);
    }
}
