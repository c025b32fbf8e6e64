talat reconcile ../reconcile/slip.tgn ../reconcile/missing.tgn ../reconcile/extra.tgn
