-- Undo use against winning: sessions in bands of undo count (0, 1-4, 5-19, 20+; undos_from is the band's lower end),
-- and how many of each were won. @klondike/analysis's undosByResult is the same figures for the browser.
SELECT
  undo_band,
  undos_from,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS DOUBLE) / COUNT(*) AS win_rate
FROM (
  SELECT
    undos,
    won,
    CASE WHEN undos = 0 THEN '0' WHEN undos < 5 THEN '1-4' WHEN undos < 20 THEN '5-19' ELSE '20+' END AS undo_band,
    CASE WHEN undos = 0 THEN 0 WHEN undos < 5 THEN 1 WHEN undos < 20 THEN 5 ELSE 20 END AS undos_from
  FROM sessions
) banded
GROUP BY undo_band, undos_from
ORDER BY undos_from
