talat diff truncated.tgn ../valid/three_player_1.tgn
