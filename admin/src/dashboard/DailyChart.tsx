import { Box, Typography, useTheme } from "@mui/material";
import { useId } from "react";
import { layoutBars } from "./chartScale.ts";

const WIDTH = 640;
const HEIGHT = 180;
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;
/** First, middle and last day are labelled; the outer labels align inside the chart. */
const AXIS_ANCHORS = ["start", "middle", "end"] as const;

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export interface DailyChartProps {
  title: string;
  /** One sentence for screen readers: the total and the best day. */
  summary: string;
  days: { date: string; value: number }[];
  formatValue: (value: number) => string;
  formatDay: (date: string) => string;
  valueLabel: string;
  dayLabel: string;
}

/**
 * A bar per day as inline SVG: no chart library for one small chart. Screen readers get the
 * summary and a table of every day; each bar carries its own tooltip.
 */
export const DailyChart = ({ title, summary, days, formatValue, formatDay, valueLabel, dayLabel }: DailyChartProps) => {
  const theme = useTheme();
  const id = useId();
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const { bars, max } = layoutBars(
    days.map((day) => day.value),
    plotWidth,
    plotHeight,
  );
  const labelledDays = days.length > 0 ? [0, Math.floor(days.length / 2), days.length - 1] : [];
  const axisText = { fill: theme.palette.text.secondary, fontSize: 12, fontFamily: theme.typography.fontFamily };

  return (
    <Box component="figure" sx={{ m: 0, position: "relative" }}>
      <Typography component="figcaption" variant="subtitle1" id={`${id}-title`} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, max / 2, max].map((tick) => {
          const y = TOP + plotHeight - (tick / max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke={theme.palette.divider} />
              <text x={LEFT - 8} y={y + 4} textAnchor="end" {...axisText}>
                {formatValue(tick)}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${LEFT} ${TOP})`}>
          {bars.map((bar, index) => (
            <rect key={days[index].date} {...bar} rx={2} fill={theme.palette.primary.main}>
              <title>{`${formatDay(days[index].date)}: ${formatValue(days[index].value)}`}</title>
            </rect>
          ))}
        </g>
        {labelledDays.map((index, position) => (
          <text
            key={index}
            x={LEFT + bars[index].x + bars[index].width / 2}
            y={HEIGHT - 6}
            textAnchor={AXIS_ANCHORS[position]}
            {...axisText}
          >
            {formatDay(days[index].date)}
          </text>
        ))}
      </svg>
      {/* Tables ignore a 1px width, so a hidden wrapper clips this one. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatValue(day.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
};
