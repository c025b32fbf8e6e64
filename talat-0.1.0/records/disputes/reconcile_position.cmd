talat reconcile ../reconcile/position.tgn ../reconcile/position_slip.tgn
