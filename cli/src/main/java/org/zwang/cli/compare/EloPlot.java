package org.zwang.cli.compare;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.zwang.compare.play.PlayOff;
import org.zwang.compare.play.PlayOffSeries;
import org.zwang.stats.BradleyTerry;

/**
 * Draws each technique's Elo in the joint fit (with its 95% interval as an error bar) against the
 * budget (positions searched per move, log scale), one panel per game, into one SVG, in the style
 * and colours of {@link NodesPlot}: where the lines cross is where one technique overtakes another.
 */
final class EloPlot {

    private EloPlot() {
    }

    /** The SVG document as text. */
    static String svg(List<PlayOffSeries.Result> series) {
        return NodesPlot.panels(series.stream().map(EloPlot::chart).toList());
    }

    private static JFreeChart chart(PlayOffSeries.Result game) {
        List<String> techniques = game.byBudget().get(0).techniques();
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        double lowest = 0;
        double highest = 0;
        for (String technique : techniques) {
            YIntervalSeries line = new YIntervalSeries(technique);
            for (PlayOff.Result result : game.byBudget()) {
                BradleyTerry.Rating rating = result.fit().rating(technique);
                // one-sided: the point at the bound, the bar running off the chart; no bound: no point
                double y = rating.boundedBelow() && rating.boundedAbove() ? rating.elo()
                        : rating.boundedAbove() ? rating.high() : rating.boundedBelow() ? rating.low() : Double.NaN;
                if (!Double.isNaN(y)) {
                    line.add(result.budget().amount(), y, rating.low(), rating.high());
                    lowest = Math.min(lowest, rating.boundedBelow() ? rating.low() : y);
                    highest = Math.max(highest, rating.boundedAbove() ? rating.high() : y);
                }
            }
            dataset.addSeries(line);
        }
        LogAxis budgetAxis = new LogAxis(game.byBudget().get(0).budget().timed()
                ? "milliseconds per move (log scale)" : "positions searched per move (log scale)");
        budgetAxis.setBase(10);
        budgetAxis.setTickUnit(new NumberTickUnit(1)); // one tick per power of ten
        budgetAxis.setNumberFormatOverride(new DecimalFormat("#,##0"));
        NumberAxis eloAxis = new NumberAxis("Elo relative to " + game.byBudget().get(0).anchor()
                + " (95% interval, joint fit)");
        eloAxis.setRange(lowest - 50, highest + 50); // the bounded ends; open ends run off it
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(true);
        renderer.setErrorStroke(new BasicStroke(1f));
        for (int i = 0; i < techniques.size(); i++) {
            renderer.setSeriesStroke(i, new BasicStroke(2f));
            renderer.setSeriesPaint(i, NodesPlot.PALETTE[i % NodesPlot.PALETTE.length]);
            renderer.setSeriesShape(i, NodesPlot.SHAPES[i % NodesPlot.SHAPES.length]);
        }
        XYPlot plot = new XYPlot(dataset, budgetAxis, eloAxis, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.addRangeMarker(new ValueMarker(0, Color.GRAY, new BasicStroke(1f)));
        JFreeChart chart = new JFreeChart(game.game(), new Font("SansSerif", Font.BOLD, 16), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        PlayOff.Result first = game.byBudget().get(0);
        chart.addSubtitle(new TextTitle(String.format(Locale.ROOT,
                "Elo against budget; %d games a technique per budget", first.standings().get(0).games())));
        return chart;
    }
}
