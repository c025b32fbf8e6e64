talat score --explain claim_only.tgn
