talat reconcile ../valid/three_player_1.tgn ../reconcile/slip.tgn
