talat reconcile --format yaml ../reconcile/unfinished.tgn ../reconcile/early.tgn
