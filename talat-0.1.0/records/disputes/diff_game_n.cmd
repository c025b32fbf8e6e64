talat diff --game 2 two_games.tgn two_games_b.tgn
