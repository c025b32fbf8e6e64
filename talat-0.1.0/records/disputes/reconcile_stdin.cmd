talat reconcile - ../reconcile/slip.tgn < ../valid/three_player_1.tgn
