-- With --review: per mode (`mode`, the one key of win_rate.sql: rules, draw, scoring, variant and Thoughtful), the reviewed games, the games left unfinished while still winnable (counted
-- apart, in no other figure), the share of the lost ones lost to a mistake (a better action was there to see) and to the
-- cards, the mean accuracy (0..100) and the inaccuracies, mistakes and blunders per game.
SELECT
  rules || '-' || CASE WHEN draw = 3 THEN '3' ELSE '1' END || '-' || scoring
    || CASE WHEN thoughtful THEN '-thoughtful' ELSE '' END
    || CASE WHEN variant = 'standard' THEN '' ELSE '-' || variant END AS mode,
  rules,
  draw,
  scoring,
  variant,
  thoughtful,
  COUNT(*) FILTER (WHERE review_verdict <> 'winnable') AS reviewed,
  COUNT(*) FILTER (WHERE review_verdict = 'winnable') AS abandoned_winnable,
  COUNT(*) FILTER (WHERE review_verdict IN ('lost-to-a-mistake', 'lost-to-the-cards')) AS lost,
  COUNT(*) FILTER (WHERE review_verdict = 'lost-to-a-mistake')
    / NULLIF(COUNT(*) FILTER (WHERE review_verdict IN ('lost-to-a-mistake', 'lost-to-the-cards')), 0) AS lost_to_mistake_rate,
  COUNT(*) FILTER (WHERE review_verdict = 'lost-to-the-cards')
    / NULLIF(COUNT(*) FILTER (WHERE review_verdict IN ('lost-to-a-mistake', 'lost-to-the-cards')), 0) AS lost_to_cards_rate,
  AVG(review_accuracy) FILTER (WHERE review_verdict <> 'winnable') AS mean_accuracy,
  AVG(review_inaccuracies) FILTER (WHERE review_verdict <> 'winnable') AS inaccuracies_per_game,
  AVG(review_mistakes) FILTER (WHERE review_verdict <> 'winnable') AS mistakes_per_game,
  AVG(review_blunders) FILTER (WHERE review_verdict <> 'winnable') AS blunders_per_game
FROM sessions
GROUP BY rules, draw, scoring, variant, thoughtful
ORDER BY rules, draw, scoring, variant, thoughtful
