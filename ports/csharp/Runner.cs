// Runner.cs: the C# port's side of the port test protocol (ports/PROTOCOL.md). Reads one case
// per line on standard input and writes one result line per case on standard output. Every kind
// goes through the InterceptOptions entry points (LinearIntercept, BallisticArcs, Intercept,
// TryLinearIntercept for first-options):
//   mcs -optimize+ -out:runner.exe LeadingTarget.cs Runner.cs && mono runner.exe < cases.txt
// With --check-try it also runs TryLinearIntercept and TryIntercept on every case and reports
// on standard error any case where their time or aim differ (bit for bit) from the full solve's.
// With --alloc it calls every solver on every valid case twice more and writes to standard
// error how many bytes the last calls allocated, per entry point ("alloc <name> <bytes> <calls>").
// With --threads it answers all cases again on four threads at once and reports on standard error
// any answer that differs from the single-threaded one (the solvers claim to be thread-safe).

using System;
using System.Globalization;
using System.IO;
using System.Text;
using LeadingTheTarget;

public static class Runner
{
    static readonly CultureInfo Inv = CultureInfo.InvariantCulture;
    static bool checkTry, measureAlloc;
    static int tryMismatches;
    static readonly string[] allocNames =
        { "LinearIntercept", "TryLinearIntercept", "BallisticArcs", "Intercept", "TryIntercept" };
    static readonly long[] allocBytes = new long[5], allocCalls = new long[5];

    /// <summary>--alloc: the bytes one more call of an entry point allocates (the first call may JIT).</summary>
    static void Measure(int entry, Action call)
    {
        if (!measureAlloc) return;
        call(); // the first call of a method may allocate while it is compiled
        long before = GC.GetAllocatedBytesForCurrentThread();
        call();
        allocBytes[entry] += GC.GetAllocatedBytesForCurrentThread() - before;
        allocCalls[entry]++;
    }

    public static int Main(string[] args)
    {
        checkTry = Array.IndexOf(args, "--check-try") >= 0;
        measureAlloc = Array.IndexOf(args, "--alloc") >= 0;
        TextReader input = Console.In;
        var output = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false), 1 << 16);
        output.NewLine = "\n";
        var cases = new System.Collections.Generic.List<string>();
        string line;
        while ((line = input.ReadLine()) != null)
            if (line.Trim().Length > 0) cases.Add(line.Trim());
        var answers = new string[cases.Count];
        for (int i = 0; i < cases.Count; i++)
        {
            answers[i] = Answer(cases[i]);
            output.WriteLine(answers[i]);
        }
        output.Flush();
        if (Array.IndexOf(args, "--threads") >= 0) CheckThreads(cases, answers);
        if (tryMismatches > 0) Console.Error.WriteLine(tryMismatches + " Try* mismatch(es)");
        if (measureAlloc)
            for (int i = 0; i < allocNames.Length; i++)
                Console.Error.WriteLine("alloc " + allocNames[i] + " " + allocBytes[i] + " " + allocCalls[i]);
        return 0;
    }

    /// <summary>--threads: every case again on four threads at once; any different answer is reported.</summary>
    static void CheckThreads(System.Collections.Generic.List<string> cases, string[] answers)
    {
        checkTry = measureAlloc = false;
        int differ = 0;
        var threads = new System.Threading.Thread[4];
        for (int t = 0; t < threads.Length; t++)
        {
            int offset = t * cases.Count / threads.Length;
            threads[t] = new System.Threading.Thread(() =>
            {
                for (int k = 0; k < cases.Count; k++)
                {
                    int i = (k + offset) % cases.Count;
                    if (Answer(cases[i]) != answers[i]) System.Threading.Interlocked.Increment(ref differ);
                }
            });
            threads[t].Start();
        }
        foreach (var thread in threads) thread.Join();
        if (differ > 0) Console.Error.WriteLine(differ + " answer(s) differ when four threads solve at once");
    }

    static double Num(string s)
    {
        switch (s.ToLowerInvariant())
        {
            case "nan": case "-nan": case "+nan": return double.NaN;
            case "inf": case "+inf": case "infinity": case "+infinity": return double.PositiveInfinity;
            case "-inf": case "-infinity": return double.NegativeInfinity;
        }
        return double.Parse(s, NumberStyles.Float, Inv);
    }

    static string Fmt(double x)
    {
        if (double.IsNaN(x)) return "nan";
        if (double.IsPositiveInfinity(x)) return "inf";
        if (double.IsNegativeInfinity(x)) return "-inf";
        // G17 always round-trips ("R" does not on every .NET Framework / Mono version).
        return x.ToString("G17", Inv);
    }

    static string Fmt(Vec3 v, int dim)
    {
        return dim == 2 ? Fmt(v.X) + " " + Fmt(v.Y) : Fmt(v.X) + " " + Fmt(v.Y) + " " + Fmt(v.Z);
    }

    /// <summary>The protocol's name of an argument the port rejected.</summary>
    static string ProtocolName(string param)
    {
        switch (param)
        {
            case "shooter": case "Shooter": return "shooter";
            case "target": case "Target": return "target";
            case "targetVelocity": case "TargetVelocity": return "velocity";
            case "TargetAcceleration": return "acceleration";
            case "gravity": case "Gravity": return "gravity";
            case "speed": case "Speed": return "speed";
            case "ShooterVelocity": return "shooterVelocity";
            case "Inherit": return "inherit";
            case "MaxTime": return "maxTime";
            case "options": return "options";
            default: return "unknown-" + param;
        }
    }

    static string Answer(string line)
    {
        string[] tok = line.Split(' ');
        string id = tok[0], kind = tok[1];
        int dim = int.Parse(tok[2], Inv);
        int k = 3;
        Func<Vec3> vec = () =>
        {
            double x = Num(tok[k++]), y = Num(tok[k++]);
            return new Vec3(x, y, dim == 3 ? Num(tok[k++]) : 0);
        };
        try
        {
            if (kind == "linear")
            {
                var o = new InterceptOptions();
                o.Shooter = vec();
                o.Target = vec();
                o.TargetVelocity = vec();
                o.Speed = Num(tok[k++]);
                InterceptResult r = LeadingTarget.LinearIntercept(o);
                double tt;
                Vec3 aa;
                Measure(0, () => LeadingTarget.LinearIntercept(o));
                Measure(1, () => LeadingTarget.TryLinearIntercept(o, out tt, out aa));
                if (checkTry)
                {
                    double t;
                    Vec3 a;
                    bool hit = LeadingTarget.TryLinearIntercept(o, out t, out a);
                    CheckTry(id, r, hit, t, a);
                }
                return id + " " + Describe(r, dim);
            }
            if (kind == "ballistic")
            {
                var o = new InterceptOptions();
                o.Shooter = vec();
                o.Target = vec();
                o.Gravity = vec();
                o.Speed = Num(tok[k++]);
                BallisticResult r = LeadingTarget.BallisticArcs(o);
                Measure(2, () => LeadingTarget.BallisticArcs(o));
                return id + " " + Describe(r, dim);
            }
            if (kind == "intercept")
            {
                var o = new InterceptOptions();
                o.Shooter = vec();
                o.Target = vec();
                o.TargetVelocity = vec();
                o.TargetAcceleration = vec();
                o.Gravity = vec();
                o.Speed = Num(tok[k++]);
                InterceptResult r = LeadingTarget.Intercept(o);
                double tt;
                Vec3 aa;
                Measure(3, () => LeadingTarget.Intercept(o));
                Measure(4, () => LeadingTarget.TryIntercept(o, out tt, out aa));
                if (checkTry)
                {
                    double t;
                    Vec3 a;
                    bool hit = LeadingTarget.TryIntercept(o, out t, out a);
                    CheckTry(id, r, hit, t, a);
                }
                return id + " " + Describe(r, dim);
            }
            if (kind == "null-options")
            {
                // Every entry point, each on null options: the answer names the first that does not throw.
                double t;
                Vec3 a;
                string[] entries = { "Intercept", "TryIntercept", "LinearIntercept", "TryLinearIntercept", "BallisticArcs" };
                for (int i = 0; i < entries.Length; i++)
                {
                    try
                    {
                        if (i == 0) LeadingTarget.Intercept(null);
                        if (i == 1) LeadingTarget.TryIntercept(null, out t, out a);
                        if (i == 2) LeadingTarget.LinearIntercept((InterceptOptions)null);
                        if (i == 3) LeadingTarget.TryLinearIntercept(null, out t, out a);
                        if (i == 4) LeadingTarget.BallisticArcs((InterceptOptions)null);
                        return id + " no-error " + entries[i];
                    }
                    catch (ArgumentNullException e)
                    {
                        if (e.ParamName != "options") return id + " error " + e.ParamName + " " + entries[i];
                    }
                }
                return id + " error options";
            }
            if (kind.EndsWith("-options", StringComparison.Ordinal))
            {
                // Every option, in the protocol's order: S U inherit T V A g speed maxTime.
                var o = new InterceptOptions();
                o.Shooter = vec();
                o.ShooterVelocity = vec();
                o.Inherit = Num(tok[k++]);
                o.Target = vec();
                o.TargetVelocity = vec();
                o.TargetAcceleration = vec();
                o.Gravity = vec();
                o.Speed = Num(tok[k++]);
                o.MaxTime = Num(tok[k++]);
                if (kind == "intercept-options")
                {
                    InterceptResult r = LeadingTarget.Intercept(o);
                    if (checkTry)
                    {
                        double t;
                        Vec3 a;
                        bool hit = LeadingTarget.TryIntercept(o, out t, out a);
                        CheckTry(id, r, hit, t, a);
                    }
                    return id + " " + Describe(r, dim);
                }
                if (kind == "linear-options")
                {
                    InterceptResult r = LeadingTarget.LinearIntercept(o);
                    if (checkTry)
                    {
                        double t;
                        Vec3 a;
                        bool hit = LeadingTarget.TryLinearIntercept(o, out t, out a);
                        CheckTry(id, r, hit, t, a);
                    }
                    return id + " " + Describe(r, dim);
                }
                if (kind == "ballistic-options") return id + " " + Describe(LeadingTarget.BallisticArcs(o), dim);
                if (kind == "first-options")
                {
                    double t;
                    Vec3 a;
                    return id + (LeadingTarget.TryLinearIntercept(o, out t, out a)
                        ? " hit 1 " + Fmt(t) + " " + Fmt(a, dim) : " none");
                }
                return id + " error unknown-kind";
            }
            // Beyond the shared protocol (tests/ports/csharp.test.ts): the ballistic result's other fields.
            if (kind == "ballistic-extra")
            {
                Vec3 S = vec(), T = vec(), g = vec();
                double speed = Num(tok[k++]);
                BallisticResult r = LeadingTarget.BallisticArcs(S, T, speed, g);
                if (r.Reachable)
                    return id + " extra reach " + Fmt(r.MaxRange) + " " + Fmt(r.Low.Elevation) + " " + Fmt(r.High.Elevation);
                return id + " extra noreach " + Fmt(r.MaxRange) + " " + Fmt(r.BestReach.Time) + " " + Fmt(r.BestReach.Elevation) + " " +
                    Fmt(r.BestReach.LaunchVelocity, dim) + " " + Fmt(r.Miss);
            }
            return id + " error unknown-kind";
        }
        catch (UnsupportedOptionException e)
        {
            return id + " unsupported " + ProtocolName(e.ParamName);
        }
        catch (ArgumentException e)
        {
            return id + " error " + ProtocolName(e.ParamName);
        }
    }

    static string Describe(BallisticResult r, int dim)
    {
        if (!r.Reachable) return "noarc " + Reason(r.Reason);
        var sb = new StringBuilder("arcs " + r.Count);
        for (int i = 0; i < r.Count; i++)
        {
            Arc a = i == 0 ? r.Low : r.High;
            sb.Append(' ').Append(Fmt(a.Time)).Append(' ').Append(Fmt(a.LaunchVelocity, dim));
        }
        return sb.ToString();
    }

    static string Describe(InterceptResult r, int dim)
    {
        if (r.Hit)
        {
            var sb = new StringBuilder("hit " + r.TimeCount);
            for (int i = 0; i < r.TimeCount; i++) sb.Append(' ').Append(Fmt(r.GetTime(i)));
            return sb.Append(' ').Append(Fmt(r.Aim, dim)).ToString();
        }
        ClosestMiss m = r.Closest;
        return "miss " + Reason(r.Reason) + " " + Fmt(m.Time) + " " + Fmt(m.Aim, dim) + " " + Fmt(m.Distance);
    }

    static string Reason(NoHitReason reason)
    {
        switch (reason)
        {
            case NoHitReason.CannotMove: return "cannot-move";
            case NoHitReason.Receding: return "receding";
            case NoHitReason.Crossing: return "crossing";
            case NoHitReason.TargetTooFast: return "target-too-fast";
            case NoHitReason.OutOfRange: return "out-of-range";
            case NoHitReason.BeyondMaxTime: return "beyond-max-time";
            default: return "none";
        }
    }

    static void CheckTry(string id, InterceptResult full, bool hit, double time, Vec3 aim)
    {
        bool ok = hit == full.Hit && (!hit || (time == full.Time && aim.X == full.Aim.X &&
            aim.Y == full.Aim.Y && aim.Z == full.Aim.Z));
        if (ok) return;
        tryMismatches++;
        Console.Error.WriteLine(id + ": Try says " + (hit ? "hit " + Fmt(time) + " " + Fmt(aim, 3) : "no hit") +
            ", the full solve " + (full.Hit ? "hit " + Fmt(full.Time) + " " + Fmt(full.Aim, 3) : "no hit"));
    }
}
