package loadshare.node.report;

import java.util.List;

/**
 * Rows of text cells laid out in columns for the console: the first column left-aligned, the others right-aligned,
 * two spaces between them, the first row (the header) underlined.
 */
final class TextColumns {

    private TextColumns() {
    }

    /** The rows as lines, each ending in a newline and indented by two spaces; every row has as many cells. */
    static String lines(List<List<String>> rows) {
        int[] widths = new int[rows.get(0).size()];
        for (List<String> row : rows) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder line = new StringBuilder("  ");
            for (int i = 0; i < widths.length; i++) {
                String cell = rows.get(r).get(i);
                String pad = " ".repeat(widths[i] - cell.length());
                line.append(i == 0 ? cell + pad : "  " + pad + cell);
            }
            out.append(line.toString().stripTrailing()).append('\n');
            if (r == 0) {
                out.append("  ").append("-".repeat(line.length() - 2)).append('\n');
            }
        }
        return out.toString();
    }
}
