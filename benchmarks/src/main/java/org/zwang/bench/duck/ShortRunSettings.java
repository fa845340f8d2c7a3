package org.zwang.bench.duck;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The run settings the Duck Chess benchmarks share (JMH reads class-level annotations from the
 * superclass): average time per call, one fork, 3 warm-up and 5 measured iterations of a second. A
 * benchmark names its own time unit, and overrides an iteration's length where a call takes longer.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public abstract class ShortRunSettings {
}
