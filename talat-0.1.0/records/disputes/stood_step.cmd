talat check stood_step.tgn
