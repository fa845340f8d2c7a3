package org.zwang.cli.match;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.zwang.cli.CtrlC;
import org.zwang.cli.UserFiles;
import org.zwang.cli.UserInputException;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.Protocol;
import org.zwang.match.EngineSpec;
import org.zwang.match.GameRecord;
import org.zwang.match.MatchConfig;
import org.zwang.match.MatchRunner;
import org.zwang.match.Openings;
import org.zwang.match.TimeControl;
import org.zwang.stats.MatchScore;
import org.zwang.stats.Pentanomial;
import org.zwang.stats.Sprt;
import org.zwang.cli.engine.EngineConverters.ProtocolConverter;
import org.zwang.cli.engine.EngineConverters.VariantConverter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang match}: plays games between two engine commands (UCI or CECP) with Zwang's rules as
 * the referee, writes PGN and prints the score with an Elo estimate; the tool that measures Zwang
 * against other Duck Chess engines, which cutechess-cli cannot do.
 */
@Command(name = "match",
        mixinStandardHelpOptions = true,
        description = {
            "Plays a match between two engines (commands speaking UCI or CECP/XBoard), with Zwang's rules "
                    + "refereeing every move: an illegal move, a crash or a fallen flag loses the game.",
            "Each opening is played twice with colours swapped (a game pair). Progress goes to stderr; the "
                    + "summary (score, Elo difference and 95%% margin for engine 1, the pair counts "
                    + "[LL, LD, DD+WL, WD, WW] with their Elo) to stdout.",
            "Duck Chess matches start from the shipped suite of balanced openings unless --openings or "
                    + "--random-openings says otherwise.",
            "--sprt runs fishtest's sequential test on the game pairs (logistic Elo, pentanomial "
                    + "log-likelihood ratio) and stops when it accepts H0 or H1, printing LLR and bounds after "
                    + "every pair.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang match --engine1 'bin/zwang engine' --engine2 'bin/zwang engine' --games 10 --tc 10+0.1 --pgn games.pgn",
            "  zwang match -e1 'bin/zwang engine' -p1 xboard -e2 'fairy-stockfish' -p2 uci --variant duck \\",
            "      --games 100 --concurrency 2 --tc 20+0.2 --pgn duck.pgn",
            "  zwang match -e1 'bin/zwang engine' -e2 'stockfish' --variant chess --openings openings.fen --games 20",
            "  zwang match -e1 'bin/zwang engine' -e2 'java -jar zwang-0.1.0.jar engine' \\",
            "      --sprt elo0=0,elo1=5,alpha=0.05,beta=0.05 --games 20000 --tc 10+0.1",
            "  zwang match -e1 'bin/zwang engine' -e2 'bin/zwang engine' \\",
            "      --tc1 10+0.1 --tc2 5+0.05 --games 40",
            "  zwang match -e1 'bin/zwang engine' -e2 'bin/zwang engine' --option1 Threads=2 --games 20 --tc 5+0.05",
            "  zwang match -e1 'bin/zwang engine' -e2 'bin/zwang engine' --option1 'Skill Level=5' --ponder --games 20",
        })
public final class MatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"--engine1", "-e1"}, required = true, paramLabel = "COMMAND",
            description = "Command line that starts the first engine (run by the shell).")
    String engine1;

    @Option(names = {"--engine2", "-e2"}, required = true, paramLabel = "COMMAND",
            description = "Command line that starts the second engine.")
    String engine2;

    @Option(names = {"--protocol1", "-p1"}, paramLabel = "uci|xboard", converter = ProtocolConverter.class,
            description = "Protocol of engine 1 (default: detected by sending 'uci').")
    Protocol protocol1;

    @Option(names = {"--protocol2", "-p2"}, paramLabel = "uci|xboard", converter = ProtocolConverter.class,
            description = "Protocol of engine 2 (default: detected).")
    Protocol protocol2;

    @Option(names = "--name1", paramLabel = "NAME", description = "Name of engine 1 in the PGN (default: its own).")
    String name1;

    @Option(names = "--name2", paramLabel = "NAME", description = "Name of engine 2 in the PGN (default: its own).")
    String name2;

    @Option(names = "--option1", paramLabel = "NAME=VALUE",
            description = "Set an option of engine 1 after its handshake (repeatable): UCI setoption; CECP "
                    + "'cores N' for Threads, 'memory N' for Hash, 'option NAME=VALUE' otherwise.")
    List<String> options1 = new java.util.ArrayList<>();

    @Option(names = "--option2", paramLabel = "NAME=VALUE", description = "Set an option of engine 2 (repeatable).")
    List<String> options2 = new java.util.ArrayList<>();

    @Option(names = "--ponder",
            description = "Both engines ponder: UCI 'go ponder' after each move, then 'ponderhit' or 'stop'; "
                    + "CECP 'hard' instead of 'easy'.")
    boolean ponder;

    @Option(names = "--variant", paramLabel = "duck|chess", defaultValue = "duck",
            converter = VariantConverter.class, description = "Rules. Default: ${DEFAULT-VALUE}.")
    Variant variant;

    @Option(names = "--tc", paramLabel = "SECONDS[+INC]", defaultValue = "10+0.1",
            description = "Clock per engine: base seconds + increment per move. Default: ${DEFAULT-VALUE}.")
    String timeControl;

    @Option(names = "--tc1", paramLabel = "SECONDS[+INC]",
            description = "Clock of engine 1 only (time odds), instead of --tc.")
    String timeControl1;

    @Option(names = "--tc2", paramLabel = "SECONDS[+INC]",
            description = "Clock of engine 2 only (time odds), instead of --tc.")
    String timeControl2;

    @Option(names = {"--games", "-n"}, paramLabel = "N",
            description = "Number of games; with --sprt the most it may play. Default: 2, with --sprt "
                    + SPRT_MAX_GAMES + ".")
    Integer games;

    @Option(names = "--sprt", paramLabel = "elo0=E0,elo1=E1[,alpha=A,beta=B]",
            description = "Sequential test of H0 'engine 1 is E0 Elo stronger' against H1 'E1 Elo stronger' "
                    + "(logistic Elo; alpha and beta default to 0.05): stops when it decides.")
    String sprtText;

    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
            description = "Games played at once (each with its own engine processes). Default: ${DEFAULT-VALUE}.")
    int concurrency;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Start positions, one FEN per line (duck as '*'); used in turn, each with both colours. "
                    + "Default for duck: the shipped suite of balanced openings (see docs/protocols.md).")
    Path openingsFile;

    @Option(names = "--random-openings",
            description = "Start from random legal moves (--random-plies of them) instead of an opening suite "
                    + "(always so for chess without --openings).")
    boolean randomOpenings;

    @Option(names = "--random-plies", paramLabel = "N",
            description = "Plies of random legal moves before the engines take over; implies --random-openings. "
                    + "Default: 4.")
    Integer randomPlies;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the random openings. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Append the games to this PGN file.")
    Path pgnFile;

    @Option(names = "--time-margin", paramLabel = "MS", defaultValue = "0",
            description = "Milliseconds a clock may run below zero before it is a forfeit. Default: ${DEFAULT-VALUE}.")
    long timeMargin;

    @Option(names = "--max-moves", paramLabel = "N", defaultValue = "0",
            description = "Adjudicate a draw after N full moves (0: play to the end). Default: ${DEFAULT-VALUE}.")
    int maxMoves;

    @Option(names = "--engine-log", paramLabel = "FILE",
            description = "Write every line exchanged with the engines (and their stderr) to FILE.")
    Path engineLogFile;

    /** The most games an SPRT plays when --games is not given. */
    static final int SPRT_MAX_GAMES = 20_000;

    @Override
    public Integer call() throws IOException, InterruptedException {
        TimeControl control1 = TimeControl.parse(timeControl1 != null ? timeControl1 : timeControl);
        TimeControl control2 = TimeControl.parse(timeControl2 != null ? timeControl2 : timeControl);
        Sprt sprt = sprtText == null ? null : Sprt.parse(sprtText);
        int games = this.games != null ? this.games : sprt != null ? SPRT_MAX_GAMES : 2;
        Openings openings = openings();
        EngineSpec first = engineSpec(engine1, protocol1, name1, options1);
        EngineSpec second = engineSpec(engine2, protocol2, name2, options2);
        MatchConfig config = new MatchConfig(first, second, variant, control1, control2, games, concurrency, openings,
                timeMargin, maxMoves, "Zwang match", sprt);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (sprt != null) {
            err.printf(Locale.ROOT, "SPRT %s: H0 below LLR %.2f, H1 above %.2f; at most %d games%n", sprt,
                    sprt.lowerBound(), sprt.upperBound(), games);
            err.flush();
        }

        Writer pgn = pgnFile == null ? null : new BufferedWriter(new OutputStreamWriter(UserFiles.openToAppend(pgnFile),
                StandardCharsets.UTF_8));
        Writer engineLog = engineLogFile == null ? null : new BufferedWriter(new OutputStreamWriter(
                UserFiles.openToWrite(engineLogFile), StandardCharsets.UTF_8));
        MatchProgress progress = new MatchProgress(err, games, sprt);
        MatchRunner runner = new MatchRunner(config, progress, pgnSink(pgn), engineLogSink(engineLog, System.nanoTime()));
        // Ctrl-C: the runner drops the games in progress and ends the engines; the JVM's shutdown
        // waits until the score of the finished games is printed (closing the handler removes it)
        CtrlC ctrlC = CtrlC.install(runner::stop);
        try (ctrlC) {
            return playAndReport(runner, pgn, engineLog, out, err, progress, config);
        }
    }

    /** The start positions the options ask for: a file, the shipped duck suite or random plies. */
    private Openings openings() {
        if (openingsFile != null && (randomOpenings || randomPlies != null)) {
            throw new UserInputException("--openings and --random-openings/--random-plies exclude each other");
        }
        if (openingsFile != null) {
            try {
                return Openings.fromFile(openingsFile, variant);
            } catch (IOException e) {
                throw UserFiles.cannotRead(openingsFile, e);
            }
        } else if (variant == Variant.DUCK && !randomOpenings && randomPlies == null) {
            return Openings.duckSuite();
        } else {
            return Openings.random(variant, randomPlies != null ? randomPlies : 4, seed);
        }
    }

    /** One engine as the options describe it; a malformed --option is the user's error. */
    private EngineSpec engineSpec(String command, Protocol protocol, String name, List<String> options) {
        Map<String, String> engineOptions;
        try {
            engineOptions = EngineSpec.parseOptions(options);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage());
        }
        return new EngineSpec(command, protocol, name, engineOptions, ponder);
    }

    /** Appends each finished game's PGN to {@code pgn} at once; ignores them when there is none. */
    private static Consumer<String> pgnSink(Writer pgn) {
        return text -> {
            if (pgn != null) {
                try {
                    pgn.write(text);
                    pgn.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    /** Writes each line exchanged with the engines to {@code log}, after the seconds since {@code startNanos}. */
    private static Consumer<String> engineLogSink(Writer log, long startNanos) {
        return line -> {
            if (log != null) {
                synchronized (log) {
                    try {
                        long millis = (System.nanoTime() - startNanos) / 1_000_000;
                        log.write(String.format(Locale.ROOT, "%d.%03d ", millis / 1000, millis % 1000));
                        log.write(line);
                        log.write('\n');
                        log.flush();
                    } catch (IOException e) {
                        // the log is a debugging aid; the match goes on without it
                    }
                }
            }
        };
    }

    /**
     * Plays the match, closes the PGN and the engine log, prints the summary of the games finished and
     * returns the exit code: 0, or Ctrl-C's after an interruption. An engine that cannot start or play
     * at all is the user's error, told after the summary of the games it did finish.
     */
    private int playAndReport(MatchRunner runner, Writer pgn, Writer engineLog, PrintWriter out, PrintWriter err,
            MatchProgress progress, MatchConfig config) throws IOException, InterruptedException {
        List<GameRecord> records;
        IllegalStateException failure = null;
        try {
            records = runner.run();
        } catch (IllegalStateException e) {
            failure = e; // an engine that cannot start or play at all
            records = runner.finishedGames();
        } finally {
            if (pgn != null) {
                pgn.close();
            }
            if (engineLog != null) {
                engineLog.close();
            }
        }
        if (failure != null && records.isEmpty()) {
            throw new UserInputException(failure.getMessage());
        }
        printSummary(out, records, runner, progress.terminations(), config);
        if (failure != null) {
            throw new UserInputException(failure.getMessage() + " (after " + records.size() + " of "
                    + config.games() + " games)");
        }
        if (runner.stopped()) {
            err.println("interrupted: " + records.size() + " of " + config.games() + " games played");
            err.flush();
            return CtrlC.EXIT_CODE;
        }
        return 0;
    }

    private void printSummary(PrintWriter out, List<GameRecord> records, MatchRunner runner,
            Map<String, Integer> terminations, MatchConfig config) {
        Sprt sprt = config.sprt();
        MatchScore score = runner.score();
        String first = records.isEmpty() ? engine1 : (records.get(0).firstEngineWhite() ? records.get(0).pgn().tag("White")
                : records.get(0).pgn().tag("Black"));
        String second = records.isEmpty() ? engine2 : (records.get(0).firstEngineWhite() ? records.get(0).pgn().tag("Black")
                : records.get(0).pgn().tag("White"));
        out.printf(Locale.ROOT, "Score of %s vs %s: %s%n", first, second, score);
        Pentanomial pairs = runner.pairs();
        out.printf(Locale.ROOT, "Pairs [LL, LD, DD+WL, WD, WW]: %s, Elo %s (logistic, 95%%)%n", pairs, pairs.eloText());
        if (sprt != null) {
            Pentanomial decidedAt = runner.decidedAt();
            String verdict = decidedAt == null ? "no decision after " + pairs(pairs.pairs())
                    : (runner.decision() == Sprt.Decision.H1 ? "H1" : "H0") + " accepted after "
                    + pairs(decidedAt.pairs());
            out.printf(Locale.ROOT, "SPRT %s: LLR %.2f [%.2f, %.2f], %s%n", sprt, sprt.llr(pairs), sprt.lowerBound(),
                    sprt.upperBound(), verdict);
        }
        out.printf(Locale.ROOT, "%d games, %s, %s%n", score.games(), variant.id(), config.timeOdds()
                ? config.timeControl(0) + " (engine 1) against " + config.timeControl(1) + " (engine 2)"
                : config.timeControl(0).toString());
        for (Map.Entry<String, Integer> entry : terminations.entrySet()) {
            out.printf(Locale.ROOT, "  %3d  %s%n", entry.getValue(), entry.getKey());
        }
        if (pgnFile != null) {
            out.println("PGN: " + pgnFile);
        }
        out.flush();
    }

    private static String pairs(long count) {
        return count + (count == 1 ? " pair" : " pairs");
    }
}
