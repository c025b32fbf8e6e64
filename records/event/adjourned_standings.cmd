talat standings --event adjourned/adjourned.yaml
