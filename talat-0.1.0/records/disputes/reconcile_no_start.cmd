talat reconcile ../reconcile/bad_zihin.tgn ../reconcile/bad_zihin.tgn
