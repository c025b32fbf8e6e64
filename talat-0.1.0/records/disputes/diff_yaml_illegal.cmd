talat diff --format yaml ../valid/three_player_1.tgn illegal.tgn
