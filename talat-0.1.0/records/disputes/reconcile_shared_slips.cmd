talat reconcile ../reconcile/shared_1.tgn ../reconcile/shared_2.tgn
