-- Undo use against winning: sessions in bands of undo count, and how many of each were won.
SELECT
  undo_band,
  MIN(undos) AS undos_from,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS DOUBLE) / COUNT(*) AS win_rate
FROM (
  SELECT
    undos,
    won,
    CASE WHEN undos = 0 THEN '0' WHEN undos < 5 THEN '1-4' WHEN undos < 20 THEN '5-19' ELSE '20+' END AS undo_band
  FROM sessions
) banded
GROUP BY undo_band
ORDER BY undos_from
