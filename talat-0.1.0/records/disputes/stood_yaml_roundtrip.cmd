talat yaml stood_step.tgn | talat from-yaml
