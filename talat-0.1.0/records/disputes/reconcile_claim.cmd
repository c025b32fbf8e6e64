talat reconcile ../reconcile/claim.tgn ../valid/three_player_1.tgn
