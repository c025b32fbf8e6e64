talat reconcile --format yaml ../valid/three_player_1.tgn ../reconcile/slip.tgn
