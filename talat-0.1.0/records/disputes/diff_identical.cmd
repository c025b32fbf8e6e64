talat diff ../valid/three_player_1.tgn ../valid/three_player_1.tgn
