talat diff --format yaml truncated.tgn tags_only.tgn
