talat diff ../valid/three_player_1.tgn tags_only.tgn
