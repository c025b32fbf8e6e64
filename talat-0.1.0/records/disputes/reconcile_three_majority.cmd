talat reconcile ../reconcile/date.tgn ../valid/three_player_1.tgn ../reconcile/slip.tgn
