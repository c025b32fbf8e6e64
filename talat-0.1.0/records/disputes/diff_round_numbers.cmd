talat diff ../valid/three_player_1.tgn wrong_round.tgn
