talat reconcile --strict ../valid/three_player_1.tgn ../reconcile/nofreeze.tgn
