-- Headline figures over every session. Standard SQL (DuckDB, Spark SQL): see docs/analysis.md.
SELECT
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS DOUBLE) / COUNT(*) AS win_rate,
  SUM(actions) AS actions,
  SUM(undos) AS undos,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY actions) AS median_actions,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) AS median_duration_ms,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY median_think_ms) AS median_think_ms
FROM sessions
