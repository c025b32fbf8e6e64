talat diff --game 2 ../valid/three_player_1.tgn ../valid/three_player_1.tgn
