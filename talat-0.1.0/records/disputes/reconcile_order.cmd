talat reconcile ../reconcile/order.tgn ../valid/three_player_1.tgn
