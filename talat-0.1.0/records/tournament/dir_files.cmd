talat check dir/r10.tgn dir/r2.tgn
