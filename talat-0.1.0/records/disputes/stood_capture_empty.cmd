talat check stood_capture_empty.tgn
