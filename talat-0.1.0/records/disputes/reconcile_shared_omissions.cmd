talat reconcile ../reconcile/omitted_1.tgn ../reconcile/omitted_2.tgn
