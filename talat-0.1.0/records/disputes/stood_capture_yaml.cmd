talat yaml stood_capture.tgn | sed -n "/^tags:/,/^variant:/p;/^diagnostics:/,\$p"
