-- Actions per session (journal entries that are not undos) in bins of 25, with the win rate of each bin.
SELECT
  actions_from,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won
FROM (SELECT CAST(FLOOR(actions / 25.0) AS INTEGER) * 25 AS actions_from, won FROM sessions) binned
GROUP BY actions_from
ORDER BY actions_from
