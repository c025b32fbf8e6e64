talat score --explain ../valid/claim_unfinished.tgn
