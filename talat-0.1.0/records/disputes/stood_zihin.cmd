talat check stood_zihin.tgn
