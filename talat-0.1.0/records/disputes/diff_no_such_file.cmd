talat diff ../valid/three_player_1.tgn no_such_file.tgn
