package org.zwang.cli.compare;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.text.DecimalFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.zwang.compare.Measurement;

/**
 * Draws nodes (log scale) against depth or tricks for each technique, one panel per game, into one
 * SVG with JFreeChart and JFreeSVG. Each point is the mean node count of a technique over the
 * positions of that depth, so the picture reads without the table.
 */
public final class NodesPlot {

    private static final int PANEL_WIDTH = 560;
    private static final int PANEL_HEIGHT = 400;
    private static final int COLUMNS = 2;
    /** Distinct, print-safe colours (Okabe-Ito, with a wine red for its pale yellow), so lines stay apart without the table. */
    static final Color[] PALETTE = {
        new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73), new Color(0xCC79A7),
        new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000), new Color(0x882255),
    };

    static final Shape[] SHAPES = DefaultDrawingSupplier.createStandardSeriesShapes();

    private NodesPlot() {
    }

    /** The SVG document as text. */
    public static String svg(List<Measurement> measurements) {
        Map<String, Map<String, TreeMap<Integer, double[]>>> byGame = new LinkedHashMap<>();
        Map<String, String> units = new LinkedHashMap<>();
        // One colour and marker per technique across all panels, in the order techniques first appear.
        Map<String, Integer> styleIndex = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            styleIndex.putIfAbsent(m.technique(), styleIndex.size());
            units.putIfAbsent(m.subject().game(), m.subject().depthUnit());
            double[] sumAndCount = byGame.computeIfAbsent(m.subject().game(), g -> new LinkedHashMap<>())
                    .computeIfAbsent(m.technique(), t -> new TreeMap<>())
                    .computeIfAbsent(m.subject().depth(), d -> new double[2]);
            sumAndCount[0] += Math.max(1, m.stats().nodes);
            sumAndCount[1]++;
        }
        List<JFreeChart> charts = new java.util.ArrayList<>();
        for (Map.Entry<String, Map<String, TreeMap<Integer, double[]>>> game : byGame.entrySet()) {
            charts.add(chart(game.getKey(), units.get(game.getKey()), game.getValue(), styleIndex));
        }
        return panels(charts);
    }

    /** The charts as panels of one SVG document, two a row, on white (the compare plots' one layout). */
    static String panels(List<JFreeChart> charts) {
        int panels = Math.max(1, charts.size());
        int rows = (panels + COLUMNS - 1) / COLUMNS;
        int columns = Math.min(COLUMNS, panels);
        SVGGraphics2D g2 = new SVGGraphics2D(columns * PANEL_WIDTH, rows * PANEL_HEIGHT);
        g2.setColor(Color.WHITE);
        g2.fillRect(0, 0, columns * PANEL_WIDTH, rows * PANEL_HEIGHT);
        for (int index = 0; index < charts.size(); index++) {
            int x = (index % COLUMNS) * PANEL_WIDTH;
            int y = (index / COLUMNS) * PANEL_HEIGHT;
            charts.get(index).draw(g2, new Rectangle2D.Double(x, y, PANEL_WIDTH, PANEL_HEIGHT));
        }
        return g2.getSVGDocument();
    }

    private static JFreeChart chart(String game, String unit, Map<String, TreeMap<Integer, double[]>> techniques,
            Map<String, Integer> styleIndex) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        for (Map.Entry<String, TreeMap<Integer, double[]>> technique : techniques.entrySet()) {
            XYSeries series = new XYSeries(technique.getKey());
            for (Map.Entry<Integer, double[]> point : technique.getValue().entrySet()) {
                series.add(point.getKey().doubleValue(), point.getValue()[0] / point.getValue()[1]);
            }
            dataset.addSeries(series);
        }
        NumberAxis depthAxis = new NumberAxis(unit);
        depthAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        depthAxis.setAutoRangeIncludesZero(false);
        LogAxis nodesAxis = new LogAxis("nodes (mean per position, log scale)");
        nodesAxis.setBase(10);
        nodesAxis.setSmallestValue(1);
        nodesAxis.setTickUnit(new NumberTickUnit(1)); // one tick per power of ten
        nodesAxis.setNumberFormatOverride(new DecimalFormat("0"));
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            int style = styleIndex.get((String) dataset.getSeriesKey(i));
            renderer.setSeriesStroke(i, new BasicStroke(2f));
            renderer.setSeriesPaint(i, PALETTE[style % PALETTE.length]);
            renderer.setSeriesShape(i, SHAPES[style % SHAPES.length]);
        }
        XYPlot plot = new XYPlot(dataset, depthAxis, nodesAxis, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        JFreeChart chart = new JFreeChart(game, new Font("SansSerif", Font.BOLD, 16), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.addSubtitle(new TextTitle("nodes against " + unit + ", one line per technique"));
        return chart;
    }
}
