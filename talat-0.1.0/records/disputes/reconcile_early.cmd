talat reconcile ../reconcile/unfinished.tgn ../reconcile/early.tgn
