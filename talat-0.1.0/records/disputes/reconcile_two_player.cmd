talat reconcile ../reconcile/two.tgn ../reconcile/two_slip.tgn
