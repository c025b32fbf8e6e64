talat reconcile ../valid/three_player_1.tgn ../reconcile/no_freeze_gw.tgn
