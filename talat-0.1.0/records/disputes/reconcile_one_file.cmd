talat reconcile ../reconcile/slip.tgn
